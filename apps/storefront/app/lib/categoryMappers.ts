import { listedCategories, sidebarCategories } from '@peptide/domain';
import type { GetProductCategoriesQuery } from '@peptide/sdk';
import type { SidebarCategory } from '@peptide/ui';
import { categoryHref } from './hrefs';

/** A category node as GetProductCategories lists it. */
export type CategoryNode = NonNullable<
  NonNullable<NonNullable<GetProductCategoriesQuery['productCategories']>['edges']>[number]
>['node'];

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
 * The category sidebar's entries (and so the filter panel's): every category that holds products
 * but 'All Products', in reverse order (the sidebar adds its own All Products link).
 *
 * @param categories - the nodes in the backend's order
 * @returns the sidebar entries
 */
export function toSidebarCategories(
  categories: ReadonlyArray<NonNullable<CategoryNode>>,
): SidebarCategory[] {
  return sidebarCategories(listedCategories(categories).map(toSidebarCategory));
}

/**
 * The categories as the listings count them: each category's count less the unlisted products it
 * holds, and a category holding nothing else left out (a page of it would list nothing).
 *
 * @param categories - the categories with the backend's counts
 * @param unlistedIn - the slug of each category of each unlisted product, once per product
 * @returns the categories that hold a listed product or none at all, in the same order
 * @remarks A category the backend counts empty (WooCommerce's Uncategorized) stays as it is:
 *   {@link listedCategories} decides where it is offered.
 */
export function withoutUnlistedProducts<T extends { slug?: string | null; count?: number | null }>(
  categories: readonly T[],
  unlistedIn: readonly string[],
): T[] {
  return categories.flatMap((category) => {
    const unlisted = unlistedIn.filter((slug) => slug === category.slug).length;
    if (unlisted === 0) return [category];
    const count = (category.count ?? 0) - unlisted;
    return count > 0 ? [{ ...category, count }] : [];
  });
}
