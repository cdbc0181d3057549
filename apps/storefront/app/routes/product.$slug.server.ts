import { type CoaLink, coaLinks } from '@peptide/domain';
import {
  GetProductBySlugDocument,
  GetProductCertificatesDocument,
  GetProductsByCategoriesDocument,
  GetProductsDocument,
  type ProductCardFragment,
  RelatedProductsByCategoryDocument,
} from '@peptide/sdk';
import type { ProductCardProduct, SidebarCategory } from '@peptide/ui';
import { backendCapabilities } from '../lib/capabilities.server';
import { loadCategories as loadCatalogueCategories } from '../lib/catalogue.server';
import { toSidebarCategories } from '../lib/categoryMappers';
import { type CommerceClient, CommerceError, query } from '../lib/commerce.server';
import { toProductCard } from '../lib/productCards';
import type { ProductPageData } from '../lib/productMappers';
import { sanitizeBackendHtml } from '../lib/sanitize.server';
import { shopFeatures } from '../lib/shopFeatures';
import { CacheShort } from '../lib/swrCache.server';
import { UNLISTED_PRODUCT_IDS } from '../shopConfig';

/** How many products each carousel shows at most. */
const CAROUSEL_SIZE = 8;

/**
 * The product with its HTML sanitised, or null when no product has the slug (an empty answer or
 * a NOT_FOUND error, as WooGraphQL gives).
 */
export async function loadProduct(client: CommerceClient, slug: string) {
  const product = await query(client, GetProductBySlugDocument, { slug }, CacheShort()).then(
    (answer) => answer.product,
    (error: unknown) => {
      if (error instanceof CommerceError && error.notFound) return null;
      throw error;
    },
  );
  if (!product) return null;
  const capabilities = await backendCapabilities();
  const features = shopFeatures(capabilities);
  return {
    product,
    // A backend without the shop's certificates (a stock WooCommerce) is not asked for them.
    coaLinks: capabilities.extensions.has('productCertificates')
      ? await loadCertificates(client, product.databaseId)
      : [],
    stockNotifications: features.stockNotifications,
    shortDescriptionHtml: sanitizeBackendHtml(product.shortDescription),
    descriptionHtml: sanitizeBackendHtml(product.description),
  };
}

/**
 * The product's certificates of analysis, none where the backend keeps none or fails to answer:
 * the page sells without them.
 */
async function loadCertificates(client: CommerceClient, productId: number): Promise<CoaLink[]> {
  return query(client, GetProductCertificatesDocument, { productId }, CacheShort()).then(
    (answer) => coaLinks(answer.productCertificates),
    () => [],
  );
}

const cards = (
  nodes: readonly (ProductCardFragment | null)[] | null | undefined,
  exceptId: number,
): ProductCardProduct[] =>
  (nodes ?? [])
    .flatMap((node) => (node ? [node] : []))
    .filter((node) => node.databaseId !== exceptId)
    .slice(0, CAROUSEL_SIZE)
    .map(toProductCard);

/** Products of the product's first category (related by category, `LIMITS.relatedProductsPageSize` per category). */
export async function loadRelated(
  client: CommerceClient,
  product: ProductPageData,
): Promise<ProductCardProduct[]> {
  const category = product.productCategories?.nodes?.find((node) => node?.slug)?.slug;
  if (!category) return [];
  const { products } = await query(
    client,
    RelatedProductsByCategoryDocument,
    { category, exclude: [...UNLISTED_PRODUCT_IDS] },
    CacheShort(),
  );
  return cards(products?.nodes, product.databaseId);
}

/** The newest products of the catalogue. */
export async function loadRecent(client: CommerceClient, exceptId: number) {
  const { products } = await query(
    client,
    GetProductsDocument,
    { first: CAROUSEL_SIZE + 2, exclude: [...UNLISTED_PRODUCT_IDS] },
    CacheShort(),
  );
  return cards(products?.nodes, exceptId);
}

/** What a researcher needs beside a peptide: bacteriostatic water. */
export async function loadDontForget(client: CommerceClient, exceptId: number) {
  const { products } = await query(
    client,
    GetProductsByCategoriesDocument,
    { categoryIn: ['bac-water'], exclude: [...UNLISTED_PRODUCT_IDS] },
    CacheShort(),
  );
  return cards(products?.nodes, exceptId);
}

/** The categories of the sidebar. */
export async function loadCategories(client: CommerceClient): Promise<SidebarCategory[]> {
  return toSidebarCategories(await loadCatalogueCategories(client));
}
