import { MESSAGES } from '@peptide/domain';
import { ButtonLink } from '@peptide/ui';
import type { PendingPayment } from '../lib/pendingPayment';
import * as styles from './PaymentNotice.css';

/** Options of {@link PaymentNotice}. */
export interface PaymentNoticeProps {
  /** What happened to the shopper's order, one of the domain's messages. */
  message: string;
  /** The order's payment page, when there is one to go to. */
  paymentUrl?: string | null;
  /** The link's text. */
  linkLabel?: string;
}

/**
 * A status line about the shopper's placed order on the checkout and cart pages (on its way to
 * the payment, awaiting its payment, payment cancelled), with a link to the payment page.
 */
export function PaymentNotice({ message, paymentUrl, linkLabel }: PaymentNoticeProps) {
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>{message}</p>
      {paymentUrl && linkLabel ? (
        <ButtonLink href={paymentUrl} variant="primary" size="sm">
          {linkLabel}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/**
 * The shopper's placed order that awaits its payment, with a link to pay it; nothing when there
 * is none.
 */
export function AwaitingPaymentNotice({ pending }: { pending: PendingPayment | null }) {
  return pending ? (
    <PaymentNotice
      message={MESSAGES.orderAwaitingPayment(pending.orderId)}
      paymentUrl={pending.paymentUrl}
      linkLabel={MESSAGES.goToPayment}
    />
  ) : null;
}
