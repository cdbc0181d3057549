import { MESSAGES } from '@peptide/domain';
import { useShopStore } from '@peptide/sdk/react';
import { Banner, Link, notify, ResetPasswordForm, type ResetPasswordValues } from '@peptide/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import * as styles from './account.css';

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
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const link = resetLinkOf(params);
  const complete = Boolean(link.who?.trim() && link.secret?.trim());
  const store = useShopStore();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = async ({ email: who, token: secret, password }: ResetPasswordValues) => {
    setBusy(true);
    setError(null);
    const outcome = await store.resetPassword(
      link.kind === 'wordpress'
        ? { login: who, key: secret, newPassword: password }
        : { email: who, token: secret, newPassword: password },
    );
    if (outcome.ok) {
      notify.success(outcome.value);
      navigate('/');
      return;
    }
    notify.error(outcome.error.toast);
    setBusy(false);
    setError(outcome.error.message);
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
            busy={busy}
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
