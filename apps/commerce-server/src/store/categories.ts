import type { Db } from '../db/database';
import type { ProductCategory } from '../model/models';
import { present } from './product-filter';

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  image_id: number | null;
  menu_order: number;
  count: number | string;
}

function toCategory(row: CategoryRow): ProductCategory {
  return {
    databaseId: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageId: row.image_id,
    menuOrder: row.menu_order,
    count: Number(row.count),
  };
}

/** The categories with their product counts (no filter or order yet). */
function categoriesWithCounts(db: Db) {
  return db
    .selectFrom('product_categories as c')
    .select(['c.id', 'c.name', 'c.slug', 'c.description', 'c.image_id', 'c.menu_order'])
    .select((eb) =>
      eb
        .selectFrom('product_category_links as n')
        .select(eb.fn.countAll<number | string>().as('count'))
        .whereRef('n.category_id', '=', 'c.id')
        .$asScalar()
        .$notNull()
        .as('count'),
    );
}

/** Lists product categories in menu order, optionally filtered. */
export async function listCategories(
  db: Db,
  filter: {
    hideEmpty?: boolean | null;
    search?: string | null;
    slug?: readonly (string | null)[] | null;
  } = {},
): Promise<ProductCategory[]> {
  const rows = await categoriesWithCounts(db).orderBy('c.menu_order').orderBy('c.name').execute();
  const slugs = present(filter.slug);
  const search = filter.search?.toLowerCase();
  return rows
    .map(toCategory)
    .filter((c) => !filter.hideEmpty || c.count > 0)
    .filter((c) => !slugs || slugs.includes(c.slug))
    .filter((c) => !search || c.name.toLowerCase().includes(search));
}

/**
 * The categories of several products, in one statement.
 *
 * @param db - the connection
 * @param productIds - the products' ids
 * @returns each product's categories in menu order; every id given has an entry
 */
export async function categoriesOfProducts(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, ProductCategory[]>> {
  const rows =
    productIds.length === 0
      ? []
      : await categoriesWithCounts(db)
          .innerJoin('product_category_links as l', 'l.category_id', 'c.id')
          .select('l.product_id')
          .where('l.product_id', 'in', productIds)
          .orderBy('c.menu_order')
          .orderBy('c.name')
          .execute();
  const byProduct = new Map(productIds.map((id): [number, ProductCategory[]] => [id, []]));
  for (const row of rows) byProduct.get(row.product_id)?.push(toCategory(row));
  return byProduct;
}
