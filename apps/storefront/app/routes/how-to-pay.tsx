import { PAYMENT_STEPS } from '../content/howToPay';
import * as styles from '../info/HowToPayView.css';
import { InfoPage } from '../info/InfoPage';
import { infoPageData } from '../info/infoPage.server';
import { catalogueHeaders } from '../lib/cache';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/how-to-pay';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    'How to Pay',
    'Paying with Bitcoin step by step: choose Pay with Bitcoin at checkout, scan the QR code and send the exact amount.',
    loaderData?.canonical,
  );

export const headers = catalogueHeaders;

/** Static steps with the support address from the configuration: nothing here can fail. */
export function loader() {
  return infoPageData('/how-to-pay');
}

export default function HowToPay({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPage
      title="How to Pay"
      prose={false}
      next={{
        text: (
          <>
            A question about a payment? Write to{' '}
            <a href={`mailto:${loaderData.supportEmail}`}>{loaderData.supportEmail}</a>.
          </>
        ),
        label: 'Start shopping',
        href: '/shop',
      }}
    >
      <ol className={styles.steps} aria-label="Paying with Bitcoin">
        {PAYMENT_STEPS.map((step) => (
          <li key={step.title} className={styles.step}>
            <h2 className={styles.stepTitle}>{step.title}</h2>
            <p className={styles.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </InfoPage>
  );
}
