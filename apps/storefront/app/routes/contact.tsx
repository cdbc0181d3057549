import { useId } from 'react';
import * as styles from '../info/ContactCard.css';
import { InfoPage } from '../info/InfoPage';
import { infoPageData } from '../info/infoPage.server';
import { catalogueHeaders } from '../lib/cache';
import { pageMeta } from '../lib/meta';
import { readsNoQuery } from '../lib/pageQuery.server';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    'Contact Us',
    'Write to our support team about an order, a product or a certificate of analysis.',
    loaderData?.canonical,
  );

export const headers = catalogueHeaders;

/** The page reads no query: any query is cut (see `readsQuery`). */
export const middleware = [readsNoQuery];

/** The support address from the configuration: nothing here can fail. */
export function loader() {
  return infoPageData('/contact');
}

export default routeComponent(function Contact({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData;
  const titleId = useId();
  return (
    <InfoPage
      title="Contact Us"
      prose={false}
      next={{ text: 'Many answers are in our FAQ.', label: 'Read the FAQ', href: '/faqs' }}
    >
      <section className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.label}>
          Support e-mail
        </h2>
        <a href={`mailto:${supportEmail}`} className={styles.email}>
          {supportEmail}
        </a>
        <p className={styles.text}>
          Write to us about an order, a product or a certificate of analysis. To help us answer
          quickly, please include:
        </p>
        <ul className={styles.tips}>
          <li>your order number, for a question about an order;</li>
          <li>pictures of the item and its packaging, for a damaged item.</li>
        </ul>
      </section>
    </InfoPage>
  );
});
