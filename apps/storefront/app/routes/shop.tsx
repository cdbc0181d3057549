import { data } from 'react-router';
import { CatalogueView } from '../components/CatalogueView';
import { serverConfig } from '../config.server';
import { cacheHeaders, catalogueHeaders } from '../lib/cache';
import { loadCategories } from '../lib/catalogue.server';
import { loadListing } from '../lib/catalogue-listing.server';
import { toSidebarCategories } from '../lib/categoryMappers';
import { commerceClient } from '../lib/commerce.server';
import { mapLoaded } from '../lib/loaded';
import { settle } from '../lib/loading.server';
import { listingMeta, pageMeta } from '../lib/meta';
import { readsQuery } from '../lib/pageQuery.server';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/shop';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? listingMeta(TITLE, DESCRIPTION, loaderData.siteUrl, loaderData.position)
    : pageMeta(TITLE, DESCRIPTION);

const TITLE = 'Shop research peptides, powders and BAC water';
const DESCRIPTION =
  'Every research peptide, powder and bacteriostatic water in the catalogue, third-party tested and shipped from the EU.';

export const headers = catalogueHeaders;

/** The loader reads the whole query and redirects any other form of it to its canonical one. */
export const middleware = [readsQuery(() => 'whole')];

/**
 * The categories (the sidebar shows `Error loading categories` when they fail) and one page of
 * products in the URL's order (the grid shows the failure with a retry link).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const client = commerceClient();
  const [categories, listing] = await Promise.all([
    settle(loadCategories(client)),
    loadListing(request, client, '/shop'),
  ]);
  return data(
    {
      siteUrl: serverConfig().storefrontUrl,
      position: listing.position,
      categories: mapLoaded(categories, toSidebarCategories),
      products: listing.products,
      total: listing.total,
      facets: listing.facets,
    },
    { headers: cacheHeaders(categories.ok && listing.complete) },
  );
}

export default routeComponent(function Shop({ loaderData }: Route.ComponentProps) {
  return (
    <CatalogueView
      title="Shop"
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Shop' }]}
      categories={loaderData.categories}
      currentHref="/shop"
      products={loaderData.products}
      listing={{
        position: loaderData.position,
        total: loaderData.total,
        facets: loaderData.facets,
      }}
    />
  );
});
