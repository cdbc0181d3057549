import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../testing/shopper';

const PAGE = `query ($offset: Int!, $orderby: [ProductsOrderbyInput], $category: String) {
  products(where: { category: $category, orderby: $orderby, offsetPagination: { offset: $offset, size: 12 } }) {
    nodes { databaseId slug totalSales date ... on SimpleProduct { price(format: RAW) } ... on VariableProduct { price(format: RAW) } }
    pageInfo { hasNextPage hasPreviousPage offsetPagination { total hasMore hasPrevious } }
  }
}`;

interface Node {
  databaseId: number;
  slug: string;
  totalSales: number;
  date: string;
  price: string;
}

/** A card's raw price as numbers: one, or every variation's price in ascending order. */
const prices = (node: Node) => node.price.split(', ').map(Number);

describe('sorting and numbered pages of the catalogue, over HTTP', () => {
  const shop = useTestShop('all');

  async function everyPage(orderby: unknown[] = [], category?: string): Promise<Node[][]> {
    const pages: Node[][] = [];
    for (let offset = 0; ; offset += 12) {
      const { products } = await shop.shopper.ok(PAGE, { offset, orderby, category });
      pages.push(products.nodes);
      if (!products.pageInfo.offsetPagination.hasMore) return pages;
    }
  }

  it('given offset pages of 12, the three pages hold all 32 products once with the total', async () => {
    const first = await shop.shopper.ok(PAGE, { offset: 0 });
    expect(first.products.pageInfo.offsetPagination).toEqual({
      total: 32,
      hasMore: true,
      hasPrevious: false,
    });
    const pages = await everyPage();
    expect(pages.map((page) => page.length)).toEqual([12, 12, 8]);
    expect(new Set(pages.flat().map((node) => node.databaseId)).size).toBe(32);
  });

  it('given price ascending, the low ends never go down across pages', async () => {
    const lows = (await everyPage([{ field: 'PRICE', order: 'ASC' }]))
      .flat()
      .map((n) => prices(n)[0] ?? 0);
    expect(lows).toEqual([...lows].sort((a, b) => a - b));
  });

  it('given price descending, the high ends never go up across pages', async () => {
    const highs = (await everyPage([{ field: 'PRICE', order: 'DESC' }]))
      .flat()
      .map((n) => prices(n).at(-1) ?? 0);
    expect(highs).toEqual([...highs].sort((a, b) => b - a));
  });

  it('given popularity, total sales never go up across pages', async () => {
    const sales = (await everyPage([{ field: 'TOTAL_SALES', order: 'DESC' }]))
      .flat()
      .map((n) => n.totalSales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('given newest, dates never go up across pages', async () => {
    const dates = (await everyPage([{ field: 'DATE', order: 'DESC' }])).flat().map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('given name, slugs come alphabetically across pages', async () => {
    const slugs = (await everyPage([{ field: 'SLUG', order: 'ASC' }])).flat().map((n) => n.slug);
    expect(slugs).toEqual([...slugs].sort());
  });

  it('given equal sort keys, each sort still lists every product exactly once', async () => {
    for (const field of ['PRICE', 'TOTAL_SALES', 'DATE', 'SLUG', 'MENU_ORDER']) {
      const ids = (await everyPage([{ field, order: 'ASC' }])).flat().map((n) => n.databaseId);
      expect(new Set(ids).size).toBe(32);
    }
  });

  it('given a category, the pages count only its products', async () => {
    const { products } = await shop.shopper.ok(PAGE, { offset: 0, category: 'bac-water' });
    expect(products.pageInfo.offsetPagination.total).toBe(products.nodes.length);
    expect(products.pageInfo.offsetPagination.hasMore).toBe(false);
  });

  it('given an offset past the end, no products come back with the total; a negative one is refused', async () => {
    const { products } = await shop.shopper.ok(PAGE, { offset: 96 });
    expect(products.nodes).toEqual([]);
    expect(products.pageInfo.offsetPagination).toMatchObject({ total: 32, hasMore: false });
    expect(await shop.shopper.error(PAGE, { offset: -12 })).toBe(
      'first must be a positive integer.',
    );
  });
});
