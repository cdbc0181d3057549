import { type AccountUpdate, MESSAGES } from '@peptide/domain';
import { useShopStore } from '@peptide/sdk/react';
import { AccountDetailsForm, FormAlert } from '@peptide/ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { PanelSkeleton } from './AccountSkeletons';
import { accountTabHref } from './accountTabs';
import type { AccountFormAnswer, ServerAccount } from './serverAccount';

/** Where the details form posts before or without scripts: the /my-account route's action. */
const ACCOUNT_DETAILS_ACTION = accountTabHref('account-details');

/**
 * The Account details tab: names, display name and e-mail required, a new password sent only
 * when typed; the mismatch alert comes from the form and sends nothing. A save shows a success
 * banner for 5 seconds and empties the password fields; a failure says 'Something went wrong.'
 */
export function AccountDetailsPanel({
  server,
  answer,
}: {
  /** The customer as the page's loader read it. */
  server: Pick<ServerAccount, 'customer' | 'customerError' | 'unreachable'>;
  /** The server's answer to the form posted without scripts, if any. */
  answer: AccountFormAnswer | null;
}) {
  const store = useShopStore();
  const { revalidate } = useRevalidator();
  const { customer, customerError: error } = server;
  const posted = answer?.form === 'details' ? answer : null;
  useRetryWhileFailed(!customer && server.unreachable);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(posted?.error ?? null);
  const [saved, setSaved] = useState<{ values: AccountUpdate; count: number } | null>(null);
  const [banner, setBanner] = useState<string | null>(posted?.success ?? null);

  if (!customer) {
    return error ? <FormAlert>{MESSAGES.errorGeneric(error)}</FormAlert> : <PanelSkeleton />;
  }

  const save = async (update: AccountUpdate) => {
    setSaving(true);
    setSaveError(null);
    setBanner(null);
    const result = await store.updateAccount(update);
    setSaving(false);
    if (!result.ok) {
      setSaveError(result.error);
      return;
    }
    // A fresh form with what was saved: the password fields empty, the names as sent even
    // before the loader has read the customer again.
    void revalidate();
    setSaved((previous) => ({ values: update, count: (previous?.count ?? 0) + 1 }));
    setBanner(MESSAGES.accountDetailsSaved);
  };

  const current = saved?.values ?? customer;
  return (
    <AccountDetailsForm
      key={saved?.count ?? 0}
      defaultValues={{
        firstName: current.firstName ?? '',
        lastName: current.lastName ?? '',
        displayName: current.displayName ?? '',
        email: current.email ?? '',
      }}
      onSubmit={save}
      action={ACCOUNT_DETAILS_ACTION}
      busy={saving}
      error={saveError}
      success={banner}
      onSuccessDismiss={() => setBanner(null)}
    />
  );
}
