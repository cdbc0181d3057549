import { categorySlug, parsePrice, productCardAction, sidebarCategories } from '@peptide/domain';
import type {
  GetCoaPostsQuery,
  GetProductCategoriesQuery,
  PostFragment,
  ProductCardFragment,
} from '@peptide/sdk';
import type {
  BlogCardPost,
  CoaCardEntry,
  ProductCardProduct,
  SearchResult,
  SidebarCategory,
} from '@peptide/ui';

/** A category node as GetProductCategories lists it. */
export type CategoryNode = NonNullable<
  NonNullable<NonNullable<GetProductCategoriesQuery['productCategories']>['edges']>[number]
>['node'];

/** A COA node as GetCoaPosts lists it. */
export type CoaNode = NonNullable<GetCoaPostsQuery['coas']>['nodes'] extends
  | Array<infer Node>
  | null
  | undefined
  ? Node
  : never;

const AMOUNTS = /\d[\d,]*(?:\.\d+)?/g;

/** Every amount in a backend price string such as `€85.00 - €280.00`. */
function amounts(price: string | null | undefined): number[] {
  return (price?.match(AMOUNTS) ?? []).map((amount) => parsePrice(amount));
}

/**
 * The product page of a product.
 *
 * @param slug - the product's slug
 * @returns `/product/{slug}`
 */
export function productHref(slug: string | null | undefined): string {
  return `/product/${encodeURIComponent(slug ?? '')}`;
}

/**
 * The category page of a category.
 *
 * @param category - its slug, or its name when the backend gave no slug
 * @returns `/product-category/{slug}`
 */
export function categoryHref(category: { slug?: string | null; name?: string | null }): string {
  return `/product-category/${encodeURIComponent(category.slug || categorySlug(category.name ?? ''))}`;
}

/**
 * A product card's props from the ProductCard fragment.
 *
 * @param product - the fragment
 * @returns the card's product; `id` is the product's database id as a string, what AddToCart takes
 */
export function toProductCard(product: ProductCardFragment): ProductCardProduct {
  const prices = amounts(product.price);
  const min = prices.length > 0 ? Math.min(...prices) : 0;
  const max = prices.length > 0 ? Math.max(...prices) : 0;
  const regular = parsePrice(product.regularPrice);
  const variable = productCardAction({ type: product.type }) === 'select-options';
  return {
    id: String(product.databaseId),
    name: product.name ?? '',
    href: productHref(product.slug),
    image: product.image?.sourceUrl ?? null,
    price: min,
    regularPrice: !variable && product.onSale && regular > min ? regular : null,
    priceRange: max > min ? { min, max } : null,
    inStock: product.stockStatus !== 'OUT_OF_STOCK',
    type: variable ? 'variable' : 'simple',
  };
}

/**
 * A header search result from the ProductCard fragment.
 *
 * @param product - the fragment
 * @returns the result: name, product page, image and (lowest) price
 */
export function toSearchResult(product: ProductCardFragment): SearchResult {
  const card = toProductCard(product);
  return { id: card.id, name: card.name, href: card.href, image: card.image, price: card.price };
}

/**
 * A sidebar entry from a GetProductCategories node.
 *
 * @param category - the node
 * @returns name, category page and product count
 */
export function toSidebarCategory(category: NonNullable<CategoryNode>): SidebarCategory {
  return { name: category.name ?? '', href: categoryHref(category), count: category.count };
}

/**
 * The category sidebar's entries: every category but 'All Products', in reverse order (the
 * sidebar adds its own All Products link).
 *
 * @param categories - the nodes in the backend's order
 * @returns the sidebar entries
 */
export function toSidebarCategories(
  categories: ReadonlyArray<NonNullable<CategoryNode>>,
): SidebarCategory[] {
  return sidebarCategories(categories.map(toSidebarCategory));
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
  hellip: '…',
};

/**
 * Plain text of a short piece of backend HTML such as an excerpt.
 *
 * @param html - the HTML
 * @returns its text, tags dropped, common entities decoded, whitespace collapsed
 */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A blog card from the Post fragment.
 *
 * @param post - the fragment
 * @returns title, `/blog-single/{slug}`, image, date and plain-text excerpt
 */
export function toPostCard(post: PostFragment): BlogCardPost {
  return {
    title: post.title ?? '',
    href: `/blog-single/${encodeURIComponent(post.slug ?? String(post.databaseId))}`,
    image: post.featuredImage?.node?.sourceUrl ?? null,
    date: post.date,
    excerpt: plainText(post.excerpt),
  };
}

/**
 * A COA card from a GetCoaPosts node.
 *
 * @param coa - the node
 * @returns title, image and the lab's external page
 */
export function toCoaCard(coa: NonNullable<CoaNode>): CoaCardEntry {
  return {
    title: coa.title ?? '',
    image: coa.featuredImage?.node?.sourceUrl ?? null,
    href: coa.coaFields?.coaUrl ?? '',
  };
}
