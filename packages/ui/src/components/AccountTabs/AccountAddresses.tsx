import { type AddressInput, type Country, type FieldErrors, MESSAGES } from '@peptide/domain';
import { TimedBanner } from '../AccountDetailsForm/TimedBanner';
import { AddressForm, type AddressKind } from '../AddressForm/AddressForm';
import { Button, ButtonLink } from '../Button/Button';
import { AddressBlock } from '../OrderDetails/AddressBlock';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './AccountTabs.css';

export interface AccountAddressesProps {
  billing?: AddressInput | null;
  shipping?: AddressInput | null;
  /** The address being edited; none shows both cards. */
  editing?: AddressKind | null;
  onEdit: (kind: AddressKind) => void;
  onCancel: () => void;
  /** Called with a valid address (the form validates it with the domain's rules). */
  onSave: (kind: AddressKind, address: AddressInput) => void;
  saving?: boolean;
  /** A save failure, shown in the form. */
  error?: string | null;
  /** The edited form's messages by field: the server's answer to a form posted without scripts. */
  fieldErrors?: FieldErrors;
  /** A save success, shown above the cards for 5 seconds. */
  success?: string | null;
  onSuccessDismiss?: () => void;
  /**
   * Each address's edit page: Edit becomes a link and the form posts to `formAction`, so an
   * address is edited before or without scripts (the server renders the form the link names).
   */
  editHref?: (kind: AddressKind) => string;
  /** Where the address form posts before or without scripts. */
  formAction?: string;
  /** Where the form's Cancel leads before or without scripts. */
  cancelHref?: string;
  /** The countries the form's select offers (the backend's); the shop's list unless given. */
  countries?: readonly Country[];
}

const TITLES: Record<AddressKind, string> = {
  billing: 'Billing address',
  shipping: 'Shipping address',
};

const editLabel = (kind: AddressKind) => (
  <>
    Edit<VisuallyHidden> {TITLES[kind].toLowerCase()}</VisuallyHidden>
  </>
);

/** The Addresses tab: billing and shipping cards with Edit, or the form for the one edited. */
export function AccountAddresses({
  billing,
  shipping,
  editing,
  onEdit,
  onCancel,
  onSave,
  saving = false,
  error,
  fieldErrors,
  success,
  onSuccessDismiss,
  editHref,
  formAction,
  cancelHref,
  countries,
}: AccountAddressesProps) {
  if (editing) {
    return (
      <AddressForm
        kind={editing}
        title={TITLES[editing]}
        defaultValues={editing === 'billing' ? billing : shipping}
        onSubmit={(address) => onSave(editing, address)}
        onCancel={onCancel}
        busy={saving}
        error={error}
        initialErrors={fieldErrors}
        action={formAction}
        cancelHref={cancelHref}
        countries={countries}
      />
    );
  }
  const addresses: Record<AddressKind, AddressInput | null | undefined> = { billing, shipping };
  return (
    <>
      <TimedBanner message={success} onDismiss={onSuccessDismiss} />
      <p className={styles.muted}>
        The following addresses will be used on the checkout page by default.
      </p>
      <div className={styles.cards}>
        {(['billing', 'shipping'] as const).map((kind) => (
          <section key={kind} className={styles.card} aria-labelledby={`address-card-${kind}`}>
            <div className={styles.cardHeader}>
              <h3 id={`address-card-${kind}`} className={styles.cardTitle}>
                {TITLES[kind]}
              </h3>
              {editHref ? (
                <ButtonLink
                  variant="secondary"
                  size="sm"
                  href={editHref(kind)}
                  onClick={(event) => {
                    event.preventDefault();
                    onEdit(kind);
                  }}
                >
                  {editLabel(kind)}
                </ButtonLink>
              ) : (
                <Button variant="secondary" size="sm" onClick={() => onEdit(kind)}>
                  {editLabel(kind)}
                </Button>
              )}
            </div>
            <AddressBlock address={addresses[kind]} emptyText={MESSAGES.noAddress} />
          </section>
        ))}
      </div>
    </>
  );
}
