import { type AddressInput, hasErrors, MESSAGES } from '@peptide/domain';
import { AccountAddresses, type AddressKind, FormAlert } from '@peptide/ui';
import { useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { useFetcherAnswer } from '../lib/useFetcherAnswer';
import { PanelSkeleton } from './AccountSkeletons';
import { addressFormBody } from './accountFormBody';
import { accountTabHref } from './accountTabs';
import type { AccountFormAnswer, ServerAccount } from './serverAccount';

/** The Addresses tab's address, where its forms post (with scripts through a fetcher). */
const ADDRESSES_HREF = accountTabHref('addresses');
/** The parameter naming the address an Edit link opens (`&edit=billing`). */
const EDIT_PARAM = 'edit';

const editedKind = (value: string | null): AddressKind | null =>
  value === 'billing' || value === 'shipping' ? value : null;

/**
 * The Addresses tab: billing and shipping cards with Edit, the address form (its own check says
 * 'Please fill in the required fields.'), a success banner for 5 seconds after a save, Cancel
 * back to the cards. The customer comes from the page's loader, read again after a save.
 *
 * @remarks With scripts the checked form posts to the same action through a fetcher; the cards
 *   close once the loader has read the saved address back.
 */
export function AddressesPanel({
  server,
  answer,
}: {
  /** The customer as the page's loader read it. */
  server: Pick<ServerAccount, 'customer' | 'customerError' | 'unreachable' | 'countries'>;
  /** The server's answer to an address form posted without scripts, if any. */
  answer: AccountFormAnswer | null;
}) {
  const fetcher = useFetcher<AccountFormAnswer>();
  const { customer, customerError: error } = server;
  const postedKind = answer?.form === 'billing' || answer?.form === 'shipping' ? answer.form : null;
  const posted = postedKind ? answer : null;
  const refused = Boolean(posted && (posted.error || hasErrors(posted.errors ?? {})));
  const [params] = useSearchParams();
  useRetryWhileFailed(!customer && server.unreachable);
  // The address a link (`&edit=billing`) or a refused post opened, as the server rendered it.
  const [editing, setEditing] = useState<AddressKind | null>(() =>
    posted ? (refused ? postedKind : null) : editedKind(params.get(EDIT_PARAM)),
  );
  const [saveError, setSaveError] = useState<string | null>(posted?.error ?? null);
  const [saved, setSaved] = useState<string | null>(posted?.success ?? null);

  useFetcherAnswer(fetcher, (reply) => {
    // The form's script checks by the same rules, so a field's message rarely comes back here;
    // when one does, it shows above the form, which stays open.
    const refusal = reply.error ?? Object.values(reply.errors ?? {})[0];
    if (refusal) {
      setSaveError(refusal);
      return;
    }
    setEditing(null);
    setSaved(reply.success);
  });

  if (!customer) {
    return error ? <FormAlert>{MESSAGES.errorGeneric(error)}</FormAlert> : <PanelSkeleton />;
  }

  const save = (kind: AddressKind, address: AddressInput) => {
    setSaveError(null);
    void fetcher.submit(addressFormBody(kind, address), { method: 'post', action: ADDRESSES_HREF });
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
      saving={fetcher.state !== 'idle'}
      error={saveError}
      fieldErrors={refused ? posted?.errors : undefined}
      success={saved}
      onSuccessDismiss={() => setSaved(null)}
      editHref={(kind) => `${ADDRESSES_HREF}&${EDIT_PARAM}=${kind}`}
      formAction={ADDRESSES_HREF}
      cancelHref={ADDRESSES_HREF}
      countries={server.countries}
    />
  );
}
