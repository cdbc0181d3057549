import { data } from 'react-router';
import {
  BANK_TRANSFER_STEPS,
  CASH_ON_DELIVERY_STEPS,
  PAYMENT_STEPS,
  type PaymentStep,
} from '../content/howToPay';
import * as styles from '../info/HowToPayView.css';
import { InfoPage } from '../info/InfoPage';
import { infoPageData } from '../info/infoPage.server';
import { catalogueHeaders } from '../lib/cache';
import { commerceClient } from '../lib/commerce.server';
import { pageMeta } from '../lib/meta';
import { loadPaymentMethods } from '../lib/paymentMethods.server';
import type { Route } from './+types/how-to-pay';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    'How to Pay',
    loaderData?.payments.crypto
      ? 'Paying with Bitcoin step by step: choose Pay with Bitcoin at checkout, scan the QR code and send the exact amount.'
      : 'How to pay for an order step by step, with the payment methods the shop offers.',
    loaderData?.canonical,
  );

export const headers = catalogueHeaders;

/**
 * The steps of each payment method the backend offers (Bitcoin only where a crypto gateway is
 * offered), with the support address from the configuration; gateways that cannot be read leave
 * a pointer to the checkout's own list.
 */
export async function loader() {
  const page = infoPageData('/how-to-pay');
  const payments = await loadPaymentMethods(commerceClient());
  return data({ ...page.data, payments }, page.init ?? undefined);
}

/** One method's steps, as an ordered list under its name. */
function Steps({ label, steps }: { label: string; steps: readonly PaymentStep[] }) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h2 className={styles.stepTitle}>{step.title}</h2>
          <p className={styles.stepText}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export default function HowToPay({ loaderData }: Route.ComponentProps) {
  const { payments, supportEmail } = loaderData;
  const none = !payments.crypto && !payments.bankTransfer && !payments.cashOnDelivery;
  return (
    <InfoPage
      title="How to Pay"
      prose={false}
      next={{
        text: (
          <>
            A question about a payment? Write to{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </>
        ),
        label: 'Start shopping',
        href: '/shop',
      }}
    >
      {payments.crypto ? <Steps label="Paying with Bitcoin" steps={PAYMENT_STEPS} /> : null}
      {payments.bankTransfer ? (
        <Steps label="Paying by bank transfer" steps={BANK_TRANSFER_STEPS} />
      ) : null}
      {payments.cashOnDelivery ? (
        <Steps label="Paying cash on delivery" steps={CASH_ON_DELIVERY_STEPS} />
      ) : null}
      {none ? (
        <p className={styles.stepText}>
          Choose one of the payment methods listed at checkout, then press Place Order.
        </p>
      ) : null}
    </InfoPage>
  );
}
