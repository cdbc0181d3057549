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
