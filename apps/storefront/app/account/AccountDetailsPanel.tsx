import { type AccountUpdate, MESSAGES } from '@peptide/domain';
import { useCustomer } from '@peptide/sdk/react';
import { AccountDetailsForm, FormAlert } from '@peptide/ui';
import { useState } from 'react';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { PanelSkeleton } from './AccountSkeletons';

/**
 * The Account details tab: names, display name and e-mail required, a new password sent only
 * when typed; the mismatch alert comes from the form and sends nothing. A save shows a success
 * banner for 5 seconds and empties the password fields; a failure says 'Something went wrong.'
 */
export function AccountDetailsPanel() {
  const { customer, error, refetch, updateAccount } = useCustomer();
  useRetryWhileFailed(!customer && error !== null, refetch);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ values: AccountUpdate; count: number } | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  if (!customer) {
    return error ? <FormAlert>{MESSAGES.errorGeneric(error)}</FormAlert> : <PanelSkeleton />;
  }

  const save = async (update: AccountUpdate) => {
    setSaving(true);
    setSaveError(null);
    setBanner(null);
    const result = await updateAccount(update);
    setSaving(false);
    if (!result.ok) {
      setSaveError(result.error);
      return;
    }
    // A fresh form with what was saved: the password fields empty, the names as sent even
    // before the customer query has answered again.
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
      busy={saving}
      error={saveError}
      success={banner}
      onSuccessDismiss={() => setBanner(null)}
    />
  );
}
