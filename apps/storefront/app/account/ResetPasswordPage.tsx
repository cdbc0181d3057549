import { MESSAGES } from '@peptide/domain';
import { useShopStore } from '@peptide/sdk/react';
import { Banner, Link, notify, ResetPasswordForm, type ResetPasswordValues } from '@peptide/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import * as styles from './account.css';

/**
 * /reset-password?email=…&token=…: a new password of 8 or more
 * characters, confirmed. A link without both parameters says 'Invalid reset link' at once and
 * offers a new one; a saved password toasts 'Password reset successfully!' and goes home; a
 * refusal toasts 'Password reset failed', a failed request 'Error resetting password'.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  const complete = Boolean(email?.trim() && token?.trim());
  const store = useShopStore();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = async ({ email, token, password }: ResetPasswordValues) => {
    setBusy(true);
    setError(null);
    const outcome = await store.resetPassword({ email, token, newPassword: password });
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
            email={email}
            token={token}
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
