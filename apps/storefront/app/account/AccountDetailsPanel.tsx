import { type AccountUpdate, MESSAGES } from '@peptide/domain';
import { AccountDetailsForm, FormAlert } from '@peptide/ui';
import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { useFetcherAnswer } from '../lib/useFetcherAnswer';
import { PanelSkeleton } from './AccountSkeletons';
import { detailsFormBody } from './accountFormBody';
import { accountTabHref } from './accountTabs';
import type { AccountFormAnswer, ServerAccount } from './serverAccount';

/** Where the details form posts, with scripts (a fetcher) or without: the /my-account action. */
const ACCOUNT_DETAILS_ACTION = accountTabHref('account-details');

/**
 * The Account details tab: names, display name and e-mail required, a new password sent only
 * when typed; the mismatch alert comes from the form and sends nothing. A save shows a success
 * banner for 5 seconds and empties the password fields; a failure says 'Something went wrong.'
 *
 * @remarks With scripts the checked form posts to the same action through a fetcher, which reads
 *   the customer again after a save, as the shopper's fetcher does (the new e-mail address).
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
  const fetcher = useFetcher<AccountFormAnswer>();
  const sent = useRef<AccountUpdate | null>(null);
  const { customer, customerError: error } = server;
  const posted = answer?.form === 'details' ? answer : null;
  useRetryWhileFailed(!customer && server.unreachable);
  const [saveError, setSaveError] = useState<string | null>(posted?.error ?? null);
  const [saved, setSaved] = useState<{ values: AccountUpdate; count: number } | null>(null);
  const [banner, setBanner] = useState<string | null>(posted?.success ?? null);

  useFetcherAnswer(fetcher, (reply) => {
    const update = sent.current;
    if (reply.error || !update) {
      setSaveError(reply.error ?? MESSAGES.somethingWentWrong);
      return;
    }
    // A fresh form with what was saved: the password fields empty, the names as sent.
    setSaved((previous) => ({ values: update, count: (previous?.count ?? 0) + 1 }));
    setBanner(reply.success);
  });

  if (!customer) {
    return error ? <FormAlert>{MESSAGES.errorGeneric(error)}</FormAlert> : <PanelSkeleton />;
  }

  const save = (update: AccountUpdate) => {
    setSaveError(null);
    setBanner(null);
    sent.current = update;
    void fetcher.submit(detailsFormBody(update), {
      method: 'post',
      action: ACCOUNT_DETAILS_ACTION,
    });
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
      busy={fetcher.state !== 'idle'}
      error={saveError}
      success={banner}
      onSuccessDismiss={() => setBanner(null)}
    />
  );
}
