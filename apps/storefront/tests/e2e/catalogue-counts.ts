import { openDatabase } from '@peptide/commerce-server';
import { MESSAGES } from '@peptide/domain';

/** The number of products the commerce server itself counts for the filters. */
export async function serverTotal(where: Record<string, unknown>): Promise<number> {
  const response = await fetch(process.env.E2E_COMMERCE_URL ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query ($where: RootQueryToProductConnectionWhereArgs) {
        products(where: $where) { pageInfo { offsetPagination { total } } }
      }`,
      variables: { where: { ...where, offsetPagination: { offset: 0, size: 1 } } },
    }),
  });
  const body = (await response.json()) as {
    data: { products: { pageInfo: { offsetPagination: { total: number } } } };
  };
  return body.data.products.pageInfo.offsetPagination.total;
}

/** What the live region says for a first page of `total` products. */
export function firstPageCount(total: number): string {
  if (total === 0) return MESSAGES.catalogNoProducts;
  return MESSAGES.catalogResultCount(1, Math.min(12, total), total);
}

/**
 * The products of a category that are in stock, counted in the commerce server's database
 * itself rather than through its API.
 */
export async function inStockCountInDatabase(category: string): Promise<number> {
  const { db, close } = openDatabase(String(process.env.E2E_COMMERCE_DATABASE));
  try {
    const row = await db
      .selectFrom('products as p')
      .innerJoin('product_category_links as l', 'l.product_id', 'p.id')
      .innerJoin('product_categories as c', 'c.id', 'l.category_id')
      .where('c.slug', '=', category)
      .where('p.stock_status', '=', 'IN_STOCK')
      .select((eb) => eb.fn.count<number>('p.id').distinct().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  } finally {
    await close();
  }
}
