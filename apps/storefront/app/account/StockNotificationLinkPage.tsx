import { MESSAGES, type Result } from '@peptide/domain';
import { Banner, Button, FormAlert, Link } from '@peptide/ui';
import { useFetcher, useSearchParams } from 'react-router';
import * as styles from './account.css';

/** What pressing the button gave: the confirmation to show, or the link's refusal. */
export type Outcome = Result<string>;

/**
 * /stock-notification?action=confirm|unsubscribe&token=… , the page behind the links of the
 * back-in-stock e-mails. Nothing happens on opening it: mail scanners open links, so a request
 * is confirmed or cancelled only when the shopper presses the button.
 *
 * @param answer - the route action's answer to the form posted without scripts, if any
 * @remarks The button's form posts the link's action and token to the route's action: without
 *   scripts as a form, with them through a fetcher, and the page shows the answer either way.
 */
export function StockNotificationLinkPage({ answer }: { answer: Outcome | null }) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = params.get('action') === 'confirm';
  const fetcher = useFetcher<Outcome>();
  const outcome = fetcher.data ?? answer;
  const title = confirm ? MESSAGES.notificationConfirmTitle : MESSAGES.notificationUnsubscribeTitle;

  return (
    <>
      <Banner title={title} crumbs={[{ label: 'Home', href: '/' }, { label: title }]} />
      <div className={styles.body}>
        <div className={styles.narrow}>
          {!token ? <FormAlert>{MESSAGES.notificationLinkInvalid}</FormAlert> : null}
          {outcome?.ok ? (
            <p role="status">{outcome.value}</p>
          ) : token ? (
            <fetcher.Form method="post" aria-label={title}>
              <input type="hidden" name="intent" value={confirm ? 'confirm' : 'unsubscribe'} />
              <input type="hidden" name="token" value={token} />
              {outcome && !outcome.ok ? <FormAlert>{outcome.error}</FormAlert> : null}
              <Button type="submit" busy={fetcher.state !== 'idle'}>
                {confirm
                  ? MESSAGES.notificationConfirmButton
                  : MESSAGES.notificationUnsubscribeButton}
              </Button>
            </fetcher.Form>
          ) : null}
          <p className={styles.linkRow}>
            <Link href="/shop">Continue shopping</Link>
          </p>
        </div>
      </div>
    </>
  );
}
