import { MESSAGES } from '@peptide/domain';
import { useId } from 'react';
import { data } from 'react-router';
import { type PaymentMethodSteps, paymentMethodSteps } from '../content/howToPay';
import * as styles from '../info/HowToPayView.css';
import { InfoPage } from '../info/InfoPage';
import { infoPageData } from '../info/infoPage.server';
import { catalogueHeaders } from '../lib/cache';
import { commerceClient } from '../lib/commerce.server';
import { pageMeta } from '../lib/meta';
import { readsNoQuery } from '../lib/pageQuery.server';
import { loadOfferedGateways } from '../lib/paymentMethods.server';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/how-to-pay';

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const titles = paymentMethodSteps(loaderData?.gateways ?? []).map((method) => method.title);
  return pageMeta(
    'How to Pay',
    titles.length > 0
      ? `How to pay for an order step by step: ${titles.join(', ')}.`
      : 'How to pay for an order step by step, with the payment methods the shop offers.',
    loaderData?.canonical,
  );
};

export const headers = catalogueHeaders;

/** The page reads no query: any query is cut (see `readsQuery`). */
export const middleware = [readsNoQuery];

/**
 * The gateways the backend offers, each explained on the page, with the support address from
 * the configuration; gateways that cannot be read leave a pointer to the checkout's own list.
 */
export async function loader() {
  const page = infoPageData('/how-to-pay');
  const gateways = await loadOfferedGateways(commerceClient());
  return data({ ...page.data, gateways }, page.init ?? undefined);
}

/** One method's steps: its checkout label as the heading, then the steps in order. */
function Method({ method }: { method: PaymentMethodSteps }) {
  const titleId = useId();
  return (
    <section className={styles.method} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.methodTitle}>
        {method.title}
      </h2>
      <ol className={styles.steps} aria-labelledby={titleId}>
        {method.steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default routeComponent(function HowToPay({ loaderData }: Route.ComponentProps) {
  const { gateways, supportEmail } = loaderData;
  const methods = paymentMethodSteps(gateways ?? []);
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
      {methods.length > 0 ? (
        <div className={styles.methods}>
          {methods.map((method) => (
            <Method key={method.id} method={method} />
          ))}
        </div>
      ) : (
        <p className={styles.stepText}>
          Choose one of the payment methods listed at checkout, then press {MESSAGES.placeOrder}.
        </p>
      )}
    </InfoPage>
  );
});
