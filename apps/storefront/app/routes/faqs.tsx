import { FaqView } from '../info/FaqView';
import { infoPageData } from '../info/infoPage.server';
import { catalogueHeaders } from '../lib/cache';
import { pageMeta } from '../lib/meta';
import { readsNoQuery } from '../lib/pageQuery.server';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/faqs';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    'Frequently Asked Questions',
    'Answers on shipping countries, order tracking, damaged or missing parcels, returns and payment.',
    loaderData?.canonical,
  );

export const headers = catalogueHeaders;

/** The page reads no query: any query is cut (see `readsQuery`). */
export const middleware = [readsNoQuery];

/**
 * Static questions naming the regional sites and the support address from the configuration:
 * nothing here can fail. The three alias routes answer the same, canonical `/faqs`.
 */
export function loader() {
  return infoPageData('/faqs');
}

export default routeComponent(function Faqs({ loaderData }: Route.ComponentProps) {
  return <FaqView regions={loaderData.regions} supportEmail={loaderData.supportEmail} />;
});
