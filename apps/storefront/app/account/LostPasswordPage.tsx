import { useShopStore } from '@peptide/sdk/react';
import { Banner, LostPasswordForm } from '@peptide/ui';
import { useState } from 'react';
import { useShopFeatures } from '../lib/useShopFeatures';
import * as styles from './account.css';

/**
 * /lost-password: an e-mail form ('Please enter your email address',
 * 'Please enter a valid email address'), then a panel with Back to Login; a refusal shows the
 * server's message or `MESSAGES.resetLinkFailed`. A backend without the shop's reset e-mail sends
 * WPGraphQL's (`sendPasswordResetEmail`), whose link carries a key and a login.
 */
export function LostPasswordPage() {
  const store = useShopStore();
  const { shopResetLinks } = useShopFeatures();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ message: string | null } | null>(null);

  const send = async ({ email }: { email: string }) => {
    setBusy(true);
    setError(null);
    const outcome = await store.requestPasswordReset(email, shopResetLinks ? 'shop' : 'wordpress');
    setBusy(false);
    if (outcome.ok) setSent({ message: outcome.value });
    else setError(outcome.error);
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
            busy={busy}
            error={error}
            sent={sent !== null}
            successText={sent?.message ?? undefined}
          />
        </div>
      </div>
    </>
  );
}
