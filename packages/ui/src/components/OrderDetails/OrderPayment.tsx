import { MESSAGES } from '@peptide/domain';
import { useId } from 'react';
import { ButtonLink } from '../Button/Button';
import * as styles from './OrderPayment.css';

/** How an order is paid and what happens next, as the order pages show it. */
export interface OrderPaymentView {
  /** The gateway's title as the order carries it (`Direct bank transfer`). */
  method?: string | null;
  /** How the order ships, as its shipping line names it (`Flat rate`). */
  shippingMethod?: string | null;
  /** The order's status in the shopper's words. */
  status?: string | null;
  /** An offline gateway's instructions (its description), while the order is still to be paid. */
  instructions?: string | null;
  /** What happens next (`We will ship your order once your payment has arrived.`). */
  nextSteps?: string | null;
  /** The payment page of an order awaiting its payment, linked as 'Go to payment'. */
  paymentUrl?: string | null;
}

export interface OrderPaymentProps {
  payment: OrderPaymentView;
  /** The heading's level, so the block fits the page's outline. */
  headingLevel: 2 | 3 | 4;
}

/**
 * An order's payment: the method, shipping method and status, an offline gateway's instructions,
 * the next step and, while it awaits its payment, the link to pay. Nothing is drawn when the
 * order says none of them.
 */
export function OrderPayment({ payment, headingLevel }: OrderPaymentProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const { method, shippingMethod, status, instructions, nextSteps, paymentUrl } = payment;
  if (!method && !shippingMethod && !status && !instructions && !nextSteps) return null;
  const facts: [string, string][] = [];
  if (method) facts.push(['Payment method', method]);
  if (shippingMethod) facts.push([MESSAGES.shippingMethodLabel, shippingMethod]);
  if (status) facts.push(['Status', status]);
  return (
    <section className={styles.root} aria-labelledby={id}>
      <Heading id={id} className={styles.title}>
        Payment
      </Heading>
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {instructions ? <p className={styles.instructions}>{instructions}</p> : null}
      {nextSteps ? <p className={styles.nextSteps}>{nextSteps}</p> : null}
      {paymentUrl ? (
        <p className={styles.pay}>
          <ButtonLink href={paymentUrl} size="sm">
            {MESSAGES.goToPayment}
          </ButtonLink>
        </p>
      ) : null}
    </section>
  );
}
