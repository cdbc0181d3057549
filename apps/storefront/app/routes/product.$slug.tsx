import { MESSAGES, variationFromQuery, variationParam, variationSearch } from '@peptide/domain';
import { NotFound } from '@peptide/ui';
import {
  data,
  isRouteErrorResponse,
  type ShouldRevalidateFunction,
  useRouteError,
} from 'react-router';
import { addToCartOnServer } from '../commerce/addToCart.server';
import { marksCart } from '../commerce/cartMarker.server';
import { RetryWhileFailed } from '../components/RetryWhileFailed';
import { serverConfig } from '../config.server';
import { cacheHeaders, catalogueHeaders } from '../lib/cache';
import { commerceClient } from '../lib/commerce.server';
import { isDataRequest, settle } from '../lib/loading.server';
import { BRAND_NAME } from '../lib/meta';
import { readsQuery } from '../lib/pageQuery.server';
import { plainText } from '../lib/plainText';
import { toProductCard } from '../lib/productCards';
import {
  type ProductPageData,
  productJsonLd,
  variationAttributes,
  variationsOf,
} from '../lib/productMappers';
import { readForm } from '../lib/requestBody.server';
import { routeComponent } from '../lib/routeComponent';
import { NOTIFY_INTENT } from '../product/NotifyMe';
import { notifyMeOnServer } from '../product/notifyMe.server';
import { ProductPage } from '../product/ProductPage';
import { UNLISTED_PRODUCT_IDS } from '../shopConfig';
import type { Route } from './+types/product.$slug';
import {
  loadCategories,
  loadDontForget,
  loadProduct,
  loadRecent,
  loadRelated,
} from './product.$slug.server';

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `Product not found | ${BRAND_NAME}` }];
  const { product, url } = loaderData;
  const card = toProductCard(product);
  const description = plainText(product.shortDescription || product.description).slice(0, 160);
  return [
    { title: `${product.name} - the product` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name ?? '' },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(card.image ? [{ property: 'og:image', content: card.image }] : []),
    { property: 'product:price:amount', content: card.price.toFixed(2) },
    { property: 'product:price:currency', content: 'EUR' },
    { 'script:ld+json': productJsonLd(product, url) },
  ];
};

export const headers = catalogueHeaders;

/**
 * The variation a shared link chooses (`attribute_…`) is the only query the page reads; its
 * Add to cart without scripts marks the shopper as holding a cart.
 */
export const middleware = [
  readsQuery(() => (name) => name.startsWith(variationParam(''))),
  marksCart,
];

/**
 * Choosing a variation changes only the address's query (`?attribute_pa_size=10mg`): the
 * product is the same, so it is not loaded again; nor after a Notify me, which changes nothing
 * the page shows.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  formData,
  defaultShouldRevalidate,
}) => {
  if (formData?.get('intent') === NOTIFY_INTENT) return false;
  return formMethod == null && currentUrl.pathname === nextUrl.pathname
    ? false
    : defaultShouldRevalidate;
};

/**
 * The product by slug, server-rendered with its meta; the sidebar and carousels are deferred and
 * stream in after it. Its canonical and Open Graph URL is the storefront's own, never the
 * request's host. Only the bare address and each variation's own query are shared (kept by the
 * page cache and a CDN): any other query (an unknown value, another letter case or order)
 * renders the same page unkept, so made-up queries cannot fill the page cache.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const client = commerceClient();
  // A backend failure answers 503 with its message (a thrown Error would reach the browser as
  // "Unexpected Server Error").
  const settled = await settle(loadProduct(client, params.slug));
  if (!settled.ok)
    throw data(settled.error, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  const loaded = settled.value;
  // The shipping insurance is a checkout option, not a product a shopper opens (issue 52 item 4).
  if (!loaded || UNLISTED_PRODUCT_IDS.includes(loaded.product.databaseId)) {
    throw data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  const { product } = loaded;
  // Each list that fails is left out of the page; the product itself is what matters.
  return data(
    {
      ...loaded,
      url: `${serverConfig().storefrontUrl}/product/${encodeURIComponent(product.slug ?? params.slug)}`,
      categories: loadCategories(client),
      recent: loadRecent(client, product.databaseId),
      dontForget: loadDontForget(client, product.databaseId),
      related: loadRelated(client, product),
    },
    { headers: cacheHeaders(isDataRequest(request) || canonicalQuery(request, product)) },
  );
}

/** Whether a product page's query is none or exactly the one of the variation it chooses. */
function canonicalQuery(request: Request, product: ProductPageData): boolean {
  const { search } = new URL(request.url);
  if (search === '') return true;
  const chosen = variationFromQuery(
    variationsOf(product).map((variation) => ({ attributes: variationAttributes(variation) })),
    new URLSearchParams(search),
  );
  return chosen !== null && search === variationSearch(chosen);
}

/** Add to cart or Notify me, posted before or without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.get('intent') === NOTIFY_INTENT) return notifyMeOnServer(request, context, form);
  return addToCartOnServer(request, context, form);
}

export default routeComponent(function ProductRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <ProductPage
      key={loaderData.product.databaseId}
      {...loaderData}
      addError={actionData && 'addError' in actionData ? actionData.addError : null}
      notifyAnswer={actionData && 'notify' in actionData ? actionData.notify : null}
    />
  );
});

/** No product with the slug: the 404 page; any other failure: the load error, `Error: {message}`. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <p role="alert" className="product-error">
      <RetryWhileFailed />
      {MESSAGES.errorLoadingProduct(errorMessage(error))}
    </p>
  );
}

/** What a failed product load says: the backend's message, or the generic one. */
function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error) && typeof error.data === 'string' && error.data)
    return error.data;
  return error instanceof Error ? error.message : MESSAGES.somethingWentWrong;
}
