import { LEGAL_PAGES } from '../content/legal';
import { infoPageData } from '../info/infoPage.server';
import { LegalView } from '../info/LegalView';
import { catalogueHeaders } from '../lib/cache';
import { pageMeta } from '../lib/meta';
import { readsNoQuery } from '../lib/pageQuery.server';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/terms-of-service';

const page = LEGAL_PAGES['terms-of-service'];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(page.title, page.description, loaderData?.canonical);

export const headers = catalogueHeaders;

/** The page reads no query: any query is cut (see `readsQuery`). */
export const middleware = [readsNoQuery];

/** Static text with the support address from the configuration: nothing here can fail. */
export function loader() {
  return infoPageData('/terms-of-service');
}

export default routeComponent(function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalView page={page} supportEmail={loaderData.supportEmail} />;
});
