import { MESSAGES } from '@peptide/domain';
import type { ResetPasswordOutcome } from '@peptide/sdk';
import { Banner, Link, notify, ResetPasswordForm, type ResetPasswordValues } from '@peptide/ui';
import { useState } from 'react';
import { useFetcher, useNavigate, useSearchParams } from 'react-router';
import { useFetcherAnswer } from '../lib/useFetcherAnswer';
import * as styles from './account.css';

/** The page's address, where its form posts (the route's action). */
const RESET_PASSWORD_PATH = '/reset-password';

/**
 * The two parts of a reset link: the shop's (`email` and `token`) or WordPress's (`login` and
 * `key`, from WPGraphQL's `sendPasswordResetEmail`).
 */
function resetLinkOf(params: URLSearchParams) {
  return params.has('key')
    ? { kind: 'wordpress' as const, who: params.get('login'), secret: params.get('key') }
    : { kind: 'shop' as const, who: params.get('email'), secret: params.get('token') };
}

/**
 * /reset-password?email=…&token=… (or WordPress's ?key=…&login=…): a new password of 8 or more
 * characters, confirmed. A link without both parameters says 'Invalid reset link' at once and
 * offers a new one; a saved password toasts 'Password reset successfully!' and goes home; a
 * refusal toasts 'Password reset failed', a failed request 'Error resetting password'.
 *
 * @remarks The new password and the link's two parts post to the route's action through a
 *   fetcher; the server sends them to the backend.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const link = resetLinkOf(params);
  const complete = Boolean(link.who?.trim() && link.secret?.trim());
  const navigate = useNavigate();
  const fetcher = useFetcher<ResetPasswordOutcome>();
  const [error, setError] = useState<string | null>(null);
  useFetcherAnswer(fetcher, (outcome) => {
    if (outcome.ok) {
      notify.success(outcome.value);
      navigate('/');
      return;
    }
    notify.error(outcome.error.toast);
    setError(outcome.error.message);
  });

  const reset = ({ email: who, token: secret, password }: ResetPasswordValues) => {
    setError(null);
    const fields: Record<string, string> =
      link.kind === 'wordpress'
        ? { login: who, key: secret, password }
        : { email: who, token: secret, password };
    void fetcher.submit(fields, {
      method: 'post',
      action: RESET_PASSWORD_PATH,
      defaultShouldRevalidate: false,
    });
  };

  return (
    <>
      <Banner
        title="Reset password"
        crumbs={[
          { label: 'Home', href: '/' },
          { label: 'My Account', href: '/auth' },
          { label: 'Reset password' },
        ]}
      />
      <div className={styles.body}>
        <div className={styles.narrow}>
          <ResetPasswordForm
            email={link.who}
            token={link.secret}
            onSubmit={reset}
            busy={fetcher.state !== 'idle'}
            error={complete ? error : MESSAGES.invalidResetLink}
          />
          {complete && !error ? null : (
            <p className={styles.linkRow}>
              <Link href="/lost-password">Request a new reset link</Link>
            </p>
          )}
        </div>
      </div>
    </>
  );
}
