import { type AddressInput, MESSAGES } from '@peptide/domain';
import type { CountriesEnum } from '@peptide/sdk';
import { useShopStore } from '@peptide/sdk/react';
import { AccountAddresses, type AddressKind, FormAlert } from '@peptide/ui';
import { useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { PanelSkeleton } from './AccountSkeletons';
import { accountTabHref } from './accountTabs';
import type { AccountFormAnswer, ServerAccount } from './serverAccount';

/** The Addresses tab's address, where its forms post before or without scripts. */
const ADDRESSES_HREF = accountTabHref('addresses');
/** The parameter naming the address an Edit link opens (`&edit=billing`). */
const EDIT_PARAM = 'edit';

const editedKind = (value: string | null): AddressKind | null =>
  value === 'billing' || value === 'shipping' ? value : null;

/**
 * The Addresses tab: billing and shipping cards with Edit, the address form (its own check says
 * 'Please fill in the required fields.'), a success banner for 5 seconds after a save, Cancel
 * back to the cards. The customer comes from the page's loader, read again after a save.
 */
export function AddressesPanel({
  server,
  answer,
}: {
  /** The customer as the page's loader read it. */
  server: Pick<ServerAccount, 'customer' | 'customerError' | 'unreachable'>;
  /** The server's answer to an address form posted without scripts, if any. */
  answer: AccountFormAnswer | null;
}) {
  const store = useShopStore();
  const { revalidate } = useRevalidator();
  const { customer, customerError: error } = server;
  const postedKind = answer?.form === 'billing' || answer?.form === 'shipping' ? answer.form : null;
  const posted = postedKind ? answer : null;
  const [params] = useSearchParams();
  useRetryWhileFailed(!customer && server.unreachable);
  // The address a link (`&edit=billing`) or a refused post opened, as the server rendered it.
  const [editing, setEditing] = useState<AddressKind | null>(() =>
    posted ? (posted.error ? postedKind : null) : editedKind(params.get(EDIT_PARAM)),
  );
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(posted?.error ?? null);
  const [saved, setSaved] = useState<string | null>(posted?.success ?? null);

  if (!customer) {
    return error ? <FormAlert>{MESSAGES.errorGeneric(error)}</FormAlert> : <PanelSkeleton />;
  }

  const save = async (kind: AddressKind, address: AddressInput) => {
    setSaving(true);
    setSaveError(null);
    // The SDK drops `__typename` before sending; the form holds only address fields anyway.
    const result = await store.updateAddress(kind, {
      ...address,
      country: (address.country ?? undefined) as CountriesEnum | undefined,
    });
    if (!result.ok) {
      setSaving(false);
      setSaveError(result.error);
      return;
    }
    // The cards show the address as the backend now has it.
    await revalidate();
    setSaving(false);
    setEditing(null);
    setSaved(MESSAGES.addressSaved);
  };

  return (
    <AccountAddresses
      billing={(postedKind === 'billing' && posted?.posted) || customer.billing}
      shipping={(postedKind === 'shipping' && posted?.posted) || customer.shipping}
      editing={editing}
      onEdit={(kind) => {
        setSaved(null);
        setSaveError(null);
        setEditing(kind);
      }}
      onCancel={() => {
        setSaveError(null);
        setEditing(null);
      }}
      onSave={save}
      saving={saving}
      error={saveError}
      success={saved}
      onSuccessDismiss={() => setSaved(null)}
      editHref={(kind) => `${ADDRESSES_HREF}&${EDIT_PARAM}=${kind}`}
      formAction={ADDRESSES_HREF}
      cancelHref={ADDRESSES_HREF}
    />
  );
}
