import { data } from 'react-router';
import { CatalogueView } from '../components/CatalogueView';
import { serverConfig } from '../config.server';
import { cacheHeaders, catalogueHeaders } from '../lib/cache';
import { loadCategories, loadProductCards } from '../lib/catalogue.server';
import { commerceClient } from '../lib/commerce.server';
import { mapLoaded } from '../lib/loaded';
import { deferOnNavigation, settle } from '../lib/loading.server';
import { toSidebarCategories } from '../lib/mappers';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/shop';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    'Shop research peptides, powders and BAC water',
    'Every research peptide, powder and bacteriostatic water in the catalogue, third-party tested and shipped from the EU.',
    loaderData?.canonical,
  );

export const headers = catalogueHeaders;

/**
 * The categories (the sidebar shows `Error loading categories` when they fail) and every
 * product (the grid shows the failure with a retry link).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const client = commerceClient();
  const [categories, products] = await Promise.all([
    settle(loadCategories(client)),
    deferOnNavigation(request, loadProductCards(client)),
  ]);
  return data(
    {
      canonical: `${serverConfig().storefrontUrl}/shop`,
      categories: mapLoaded(categories, toSidebarCategories),
      products: products.data,
    },
    { headers: cacheHeaders(categories.ok && products.complete) },
  );
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  return (
    <CatalogueView
      title="Shop"
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Shop' }]}
      categories={loaderData.categories}
      currentHref="/shop"
      products={loaderData.products}
    />
  );
}
