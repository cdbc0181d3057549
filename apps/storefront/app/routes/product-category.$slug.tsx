import { data } from 'react-router';
import { CatalogueView } from '../components/CatalogueView';
import { serverConfig } from '../config.server';
import { cacheHeaders, catalogueHeaders } from '../lib/cache';
import {
  BEST_SELLERS_CATEGORY,
  loadBestSellers,
  loadCategories,
  loadProductCards,
} from '../lib/catalogue.server';
import { commerceClient } from '../lib/commerce.server';
import { mapLoaded } from '../lib/loaded';
import { deferOnNavigation, settle } from '../lib/loading.server';
import { categoryHref, toSidebarCategories } from '../lib/mappers';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/product-category.$slug';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(
        loaderData.title,
        `${loaderData.title} for laboratory research: third-party tested, with certificates of analysis, shipped from the EU.`,
        loaderData.canonical,
      )
    : [];

export const headers = catalogueHeaders;

/**
 * The categories and the category's products (for `best-sellers`, the best sellers). A slug that
 * names no category is a 404; when the categories fail the page still lists the slug's products
 * under a title made from the slug.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = params.slug;
  const client = commerceClient();
  const bestSellers = slug === BEST_SELLERS_CATEGORY.slug;
  const [categories, products] = await Promise.all([
    settle(loadCategories(client)),
    deferOnNavigation(
      request,
      bestSellers ? loadBestSellers(client) : loadProductCards(client, slug),
    ),
  ]);
  const category = bestSellers
    ? BEST_SELLERS_CATEGORY
    : categories.ok
      ? categories.value.find((candidate) => candidate.slug === slug)
      : undefined;
  if (categories.ok && !category) throw data(null, { status: 404 });
  const href = categoryHref({ slug });
  return data(
    {
      title: category?.name ?? titleFromSlug(slug),
      href,
      canonical: `${serverConfig().storefrontUrl}${href}`,
      categories: mapLoaded(categories, toSidebarCategories),
      products: products.data,
    },
    { headers: cacheHeaders(categories.ok && products.complete) },
  );
}

/** `bac-water` as `Bac Water`, for when the category list could not be read. */
function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export default function ProductCategory({ loaderData }: Route.ComponentProps) {
  const { title, href } = loaderData;
  return (
    <CatalogueView
      title={title}
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Shop', href: '/shop' }, { label: title }]}
      categories={loaderData.categories}
      currentHref={href}
      products={loaderData.products}
    />
  );
}
