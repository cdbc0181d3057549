import { data } from 'react-router';
import { CatalogueView } from '../components/CatalogueView';
import { serverConfig } from '../config.server';
import { cacheHeaders, catalogueHeaders } from '../lib/cache';
import { BEST_SELLERS_CATEGORY, loadBestSellers, loadCategories } from '../lib/catalogue.server';
import { loadListing } from '../lib/catalogue-listing.server';
import { toSidebarCategories } from '../lib/categoryMappers';
import { commerceClient } from '../lib/commerce.server';
import { categoryHref } from '../lib/hrefs';
import { mapLoaded } from '../lib/loaded';
import { deferOnNavigation, settle } from '../lib/loading.server';
import { listingMeta, pageMeta } from '../lib/meta';
import { readsQuery } from '../lib/pageQuery.server';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/product-category.$slug';

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const description = `${loaderData.title} for laboratory research: third-party tested, with certificates of analysis, shipped from the EU.`;
  return loaderData.position
    ? listingMeta(loaderData.title, description, loaderData.siteUrl, loaderData.position)
    : pageMeta(loaderData.title, description, `${loaderData.siteUrl}${loaderData.href}`);
};

export const headers = catalogueHeaders;

/** The loader reads the whole query and redirects any other form of it to its canonical one. */
export const middleware = [readsQuery(() => 'whole')];

/**
 * The categories and one page of the category's products in the URL's order (for
 * `best-sellers`, the best sellers on one page). A slug that names no category is a 404; when
 * the categories fail the page still lists the slug's products under a title made from the slug.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = params.slug;
  const client = commerceClient();
  const bestSellers = slug === BEST_SELLERS_CATEGORY.slug;
  const href = categoryHref({ slug });
  const [categories, listing] = await Promise.all([
    settle(loadCategories(client)),
    bestSellers
      ? deferOnNavigation(request, loadBestSellers(client)).then((products) => ({
          products: products.data,
          complete: products.complete,
          position: null,
          total: null,
          facets: null,
        }))
      : loadListing(request, client, href, slug),
  ]);
  const category = bestSellers
    ? BEST_SELLERS_CATEGORY
    : categories.ok
      ? categories.value.find((candidate) => candidate.slug === slug)
      : undefined;
  if (categories.ok && !category) throw data(null, { status: 404 });
  return data(
    {
      title: category?.name ?? titleFromSlug(slug),
      href,
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

/** `bac-water` as `Bac Water`, for when the category list could not be read. */
function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export default routeComponent(function ProductCategory({ loaderData }: Route.ComponentProps) {
  const { title, href, position, total, facets } = loaderData;
  return (
    <CatalogueView
      title={title}
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Shop', href: '/shop' }, { label: title }]}
      categories={loaderData.categories}
      currentHref={href}
      products={loaderData.products}
      listing={position && total != null && facets ? { position, total, facets } : undefined}
    />
  );
});
