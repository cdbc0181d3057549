import { COMPANY, telHref } from '../content/company';
import { POLICY, RESEARCH_USE_ONLY } from '../content/policies';
import { InfoPage } from '../info/InfoPage';
import { infoPageData } from '../info/infoPage.server';
import * as styles from '../info/LegalNotice.css';
import { catalogueHeaders } from '../lib/cache';
import { BRAND_NAME, pageMeta } from '../lib/meta';
import { readsNoQuery } from '../lib/pageQuery.server';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    'About Us',
    `Who runs ${BRAND_NAME}: ${COMPANY.legalName}, ${COMPANY.city}. The legal notice with address, commercial register, VAT ID, managing director and contacts.`,
    loaderData?.canonical,
  );

export const headers = catalogueHeaders;

/** The page reads no query: any query is cut (see `readsQuery`). */
export const middleware = [readsNoQuery];

/** Static text with the support address from the configuration: nothing here can fail. */
export function loader() {
  return infoPageData('/about');
}

export default routeComponent(function About({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData;
  return (
    <InfoPage
      title="About Us"
      next={{ text: 'A question for us?', label: 'Contact us', href: '/contact' }}
    >
      <p>
        {BRAND_NAME} supplies research peptides, powders and bacteriostatic water to laboratories
        across the EU. Every batch is tested by an independent laboratory and ships with its
        certificate of analysis.
      </p>
      <h2>Legal notice</h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>Company</dt>
        <dd className={styles.value}>{COMPANY.legalName}</dd>
        <dt className={styles.term}>Address</dt>
        <dd className={styles.value}>
          <address className={styles.address}>
            {COMPANY.street}
            <br />
            {COMPANY.postcode} {COMPANY.city}
            <br />
            {COMPANY.country}
          </address>
        </dd>
        <dt className={styles.term}>Commercial register</dt>
        <dd className={styles.value}>{COMPANY.register}</dd>
        <dt className={styles.term}>VAT ID</dt>
        <dd className={styles.value}>{COMPANY.vatId}</dd>
        <dt className={styles.term}>Managing director</dt>
        <dd className={styles.value}>{COMPANY.managingDirector}</dd>
        <dt className={styles.term}>E-mail</dt>
        <dd className={styles.value}>
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </dd>
        <dt className={styles.term}>Phone</dt>
        <dd className={styles.value}>
          <a href={telHref(COMPANY.phone)}>{COMPANY.phone}</a>
        </dd>
      </dl>
      <p>
        Responsible for the content of this website: {COMPANY.managingDirector}, at the address
        above.
      </p>
      <h2>Research use only</h2>
      <p>
        {RESEARCH_USE_ONLY} Buyers must be at least {POLICY.minimumAge} years old and licensed
        research professionals.
      </p>
    </InfoPage>
  );
});
