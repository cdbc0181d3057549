import { Banner } from '@peptide/ui';
import { data } from 'react-router';
import { BackendCoas, CoaFilters } from '../coas/CoaList';
import { Section } from '../components/Section';
import { serverConfig } from '../config.server';
import { cacheHeaders, catalogueHeaders } from '../lib/cache';
import { backendCapabilities } from '../lib/capabilities.server';
import { commerceClient } from '../lib/commerce.server';
import { loadCoaCategories, loadCoas } from '../lib/content.server';
import { deferOnNavigation, isDataRequest, settle } from '../lib/loading.server';
import { pageMeta } from '../lib/meta';
import { readsQuery } from '../lib/pageQuery.server';
import { routeComponent } from '../lib/routeComponent';
import { shopFeatures } from '../lib/shopFeatures';
import type { Route } from './+types/coas';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    'Certificates of Analysis',
    'Independent laboratory certificates of analysis for our research peptides, powders and BAC water: purity and identity for every batch.',
    loaderData?.canonical,
  );

export const headers = catalogueHeaders;

/** The category filter is the only query the page reads. */
export const middleware = [readsQuery(() => (name) => name === 'category')];

/**
 * The backend's certificates, of the category in `?category=` when given, and the categories for
 * the filter. When the categories fail only All is offered, and when the list fails it says so
 * with a retry link; a backend without the library answers 404. Only the bare page and each
 * known category's own query are shared (kept by the page cache and a CDN): a made-up category
 * renders unkept, so made-up queries cannot fill the page cache.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // A backend without the shop's COA library (a stock WooCommerce) has no such page.
  if (!shopFeatures(await backendCapabilities()).coaLibrary) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const category = url.searchParams.get('category')?.trim() || null;
  const client = commerceClient();
  const [categories, coas] = await Promise.all([
    settle(loadCoaCategories(client)),
    deferOnNavigation(request, loadCoas(client, category ?? undefined)),
  ]);
  return data(
    {
      canonical: `${serverConfig().storefrontUrl}/coas`,
      category,
      categories,
      coas: coas.data,
    },
    {
      headers: cacheHeaders(
        categories.ok &&
          coas.complete &&
          (isDataRequest(request) || url.search === canonicalQuery(category, categories.value)),
      ),
    },
  );
}

/** The query of the page of a category the filter offers, none for All or any other. */
function canonicalQuery(category: string | null, categories: readonly { slug: string }[]): string {
  if (!category || !categories.some(({ slug }) => slug === category)) return '';
  return `?category=${encodeURIComponent(category)}`;
}

export default routeComponent(function Coas({ loaderData }: Route.ComponentProps) {
  const { category, categories, coas } = loaderData;
  return (
    <>
      <Banner
        title="Certificates of Analysis"
        crumbs={[{ label: 'Home', href: '/' }, { label: "COA's" }]}
      >
        Every batch is tested by an independent laboratory for purity and identity.
      </Banner>
      {/* One list, the server's: static verification cards beside it named the same products
          again, so each certificate showed twice. */}
      <Section
        title="Certificates by product"
        intro="Each certificate opens the lab's own result page in a new tab, so you can check it at the source. Filter them by the kind of product tested."
      >
        <CoaFilters categories={categories} current={category} />
        <BackendCoas coas={coas} category={category} label="Certificates by product" />
      </Section>
    </>
  );
});
