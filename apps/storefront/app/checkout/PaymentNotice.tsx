import { MESSAGES } from '@peptide/domain';
import { ButtonLink } from '@peptide/ui';
import { useEffect, useState } from 'react';
import * as styles from './PaymentNotice.css';
import { type PendingPayment, readPendingPayment } from './pendingPayment';

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
 * The order of this tab that awaits its payment, with a link to pay it, read once the page has
 * hydrated (the server has no session storage); nothing when there is none.
 */
export function AwaitingPaymentNotice() {
  const [pending, setPending] = useState<PendingPayment | null>(null);
  useEffect(() => setPending(readPendingPayment(window.sessionStorage)), []);
  return pending ? (
    <PaymentNotice
      message={MESSAGES.orderAwaitingPayment(pending.orderId)}
      paymentUrl={pending.paymentUrl}
      linkLabel={MESSAGES.goToPayment}
    />
  ) : null;
}
