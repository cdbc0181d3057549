import { MESSAGES, type Result } from '@peptide/domain';
import { useShopStore } from '@peptide/sdk/react';
import { Banner, Button, FormAlert, Link } from '@peptide/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as styles from './account.css';

/** What pressing the button gave: the confirmation to show, or the link's refusal. */
type Outcome = Result<string> | null;

/**
 * /stock-notification?action=confirm|unsubscribe&token=… , the page behind the links of the
 * back-in-stock e-mails. Nothing happens on opening it: mail scanners open links, so a request
 * is confirmed or cancelled only when the shopper presses the button.
 */
export function StockNotificationLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = params.get('action') === 'confirm';
  const store = useShopStore();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const title = confirm ? MESSAGES.notificationConfirmTitle : MESSAGES.notificationUnsubscribeTitle;

  const act = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const answered = confirm
      ? await store.confirmStockNotificationLink(token)
      : await store.cancelStockNotificationLink(token);
    setBusy(false);
    setOutcome(answered);
  };

  return (
    <>
      <Banner title={title} crumbs={[{ label: 'Home', href: '/' }, { label: title }]} />
      <div className={styles.body}>
        <div className={styles.narrow}>
          {!token ? <FormAlert>{MESSAGES.notificationLinkInvalid}</FormAlert> : null}
          {outcome?.ok ? (
            <p role="status">{outcome.value}</p>
          ) : token ? (
            <form onSubmit={act} aria-label={title}>
              {outcome && !outcome.ok ? <FormAlert>{outcome.error}</FormAlert> : null}
              <Button type="submit" busy={busy}>
                {confirm
                  ? MESSAGES.notificationConfirmButton
                  : MESSAGES.notificationUnsubscribeButton}
              </Button>
            </form>
          ) : null}
          <p className={styles.linkRow}>
            <Link href="/shop">Continue shopping</Link>
          </p>
        </div>
      </div>
    </>
  );
}
