import type { ResetLinkOutcome } from '@peptide/sdk';
import { Banner, LostPasswordForm } from '@peptide/ui';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useFetcherAnswer } from '../lib/useFetcherAnswer';
import * as styles from './account.css';

/** The page's address, where its form posts (the route's action). */
const LOST_PASSWORD_PATH = '/lost-password';

/**
 * /lost-password: an e-mail form ('Please enter your email address',
 * 'Please enter a valid email address'), then a panel with Back to Login; a refusal shows the
 * server's message or `MESSAGES.resetLinkFailed`. A backend without the shop's reset e-mail sends
 * WPGraphQL's (`sendPasswordResetEmail`), whose link carries a key and a login.
 *
 * @param answer - the route action's answer to the form posted before or without scripts, if any
 * @remarks The address posts to the route's action: before or without scripts as a form, with
 *   them through a fetcher; the server sends the request to the backend, and the page shows the
 *   answer either way.
 */
export function LostPasswordPage({ answer }: { answer: ResetLinkOutcome | null }) {
  const fetcher = useFetcher<ResetLinkOutcome>();
  const [error, setError] = useState<string | null>(answer && !answer.ok ? answer.error : null);
  const [sent, setSent] = useState<{ message: string | null } | null>(
    answer?.ok ? { message: answer.value } : null,
  );
  useFetcherAnswer(fetcher, (outcome) => {
    if (outcome.ok) setSent({ message: outcome.value });
    else setError(outcome.error);
  });

  const send = ({ email }: { email: string }) => {
    setError(null);
    void fetcher.submit(
      { email },
      { method: 'post', action: LOST_PASSWORD_PATH, defaultShouldRevalidate: false },
    );
  };

  return (
    <>
      <Banner
        title="Lost password"
        crumbs={[
          { label: 'Home', href: '/' },
          { label: 'My Account', href: '/auth' },
          { label: 'Lost password' },
        ]}
      />
      <div className={styles.body}>
        <div className={styles.narrow}>
          <LostPasswordForm
            onSubmit={send}
            busy={fetcher.state !== 'idle'}
            error={error}
            sent={sent !== null}
            successText={sent?.message ?? undefined}
            action={LOST_PASSWORD_PATH}
          />
        </div>
      </div>
    </>
  );
}
