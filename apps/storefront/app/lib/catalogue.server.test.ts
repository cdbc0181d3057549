import { catalogQuery } from '@peptide/domain';
import type { ProductCardFragment } from '@peptide/sdk';
import { describe, expect, it } from 'vitest';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';
import { loadProductPage } from './catalogue.server';
import type { CommerceClient } from './commerce.server';

/** Fifteen products, as a category over one page of twelve holds them. */
const PRODUCTS: ProductCardFragment[] = Array.from({ length: 15 }, (_, index) => ({
  __typename: 'SimpleProduct',
  databaseId: index + 1,
  slug: `product-${index + 1}`,
  name: `Product ${index + 1}`,
  type: 'SIMPLE',
  price: '10',
  regularPrice: '10',
  onSale: false,
  stockStatus: 'IN_STOCK',
  image: null,
})) as unknown as ProductCardFragment[];

type Variables = {
  first?: number;
  after?: string | null;
  offset?: number;
  size?: number;
  exclude?: number[];
};

/** The shipping insurance, the cheapest product: first when the list is sorted by price. */
const INSURANCE = {
  ...PRODUCTS[0],
  databaseId: INSURANCE_PRODUCT_ID,
  slug: 'premium-shipping-insurance',
  name: 'Premium shipping insurance',
  price: '4.99',
  regularPrice: '4.99',
} as ProductCardFragment;

/**
 * A backend answering as WooGraphQL 1.0.2 does (`found: null` whenever `after` is given) and, its
 * offset pages, as WPGraphQL Offset Pagination 0.2 does for WooGraphQL's products (`total: 0`).
 */
function stockBackend(catalogue: readonly ProductCardFragment[] = PRODUCTS): {
  client: CommerceClient;
  sent: string[];
} {
  const sent: string[] = [];
  const answer = (name: string, variables: Variables) => {
    const PRODUCTS = catalogue.filter(
      (product) => !(variables.exclude ?? []).includes(product.databaseId),
    );
    if (name === 'GetProductPage') {
      const offset = variables.offset ?? 0;
      const nodes = PRODUCTS.slice(offset, offset + (variables.size ?? 0));
      const hasMore = offset + nodes.length < PRODUCTS.length;
      return { products: { nodes, pageInfo: { offsetPagination: { total: 0, hasMore } } } };
    }
    const start = variables.after ? Number(variables.after) : 0;
    const nodes = PRODUCTS.slice(start, start + (variables.first ?? 0));
    const end = start + nodes.length;
    const pageInfo = {
      endCursor: nodes.length ? String(end) : null,
      hasNextPage: end < PRODUCTS.length,
    };
    if (name === 'GetProductCursor') return { products: { pageInfo } };
    return { products: { found: variables.after ? null : PRODUCTS.length, nodes, pageInfo } };
  };
  const client = {
    query: (document: { definitions: { name?: { value: string } }[] }, variables: Variables) => {
      const name = document.definitions[0]?.name?.value ?? '';
      sent.push(name);
      return { toPromise: async () => ({ data: answer(name, variables) }) };
    },
  } as unknown as CommerceClient;
  return { client, sent };
}

const position = (page: number) => ({
  sort: catalogQuery(new URLSearchParams()).sort,
  page,
  filters: { ...catalogQuery(new URLSearchParams()), categories: [] },
  category: 'peptides',
});

describe('loadProductPage on a stock WooCommerce backend', () => {
  it('given found: null after a cursor / page 2 holds products 13-15 of 15', async () => {
    const { client } = stockBackend();
    const page = await loadProductPage(client, position(2), { offsetPagination: false });
    expect(page.cards.map((card) => card.id)).toEqual([13, 14, 15]);
    expect(page.total).toBe(15);
  });

  it('given found: null after a cursor / page 1 still counts its own found, asking nothing more', async () => {
    const { client, sent } = stockBackend();
    const page = await loadProductPage(client, position(1), { offsetPagination: false });
    expect(page.cards).toHaveLength(12);
    expect(page.total).toBe(15);
    expect(sent).toEqual(['GetProductCursorPage']);
  });

  it('given Offset Pagination’s total: 0 / page 1 shows 12 of 15 and page 2 the last 3', async () => {
    const { client } = stockBackend();
    const first = await loadProductPage(client, position(1), { offsetPagination: true });
    expect(first.cards).toHaveLength(12);
    expect(first.total).toBe(15);
    const second = await loadProductPage(client, position(2), { offsetPagination: true });
    expect(second.cards.map((card) => card.id)).toEqual([13, 14, 15]);
    expect(second.total).toBe(15);
  });

  it('given a page past the end / it is empty, so the listing answers 404', async () => {
    const { client } = stockBackend();
    const cursor = await loadProductPage(client, position(3), { offsetPagination: false });
    expect(cursor).toEqual({ cards: [], total: 15 });
    const offset = await loadProductPage(client, position(3), { offsetPagination: true });
    expect(offset.cards).toEqual([]);
    expect(offset.total).toBe(15);
  });
});

describe('loadProductPage on a backend whose catalogue holds the shipping insurance', () => {
  it.each([false, true])(
    'given offset pages %s / page 1 shows 12 products that are not the insurance, and the total leaves it out',
    async (offsetPagination) => {
      const { client } = stockBackend([INSURANCE, ...PRODUCTS]);
      const first = await loadProductPage(client, position(1), { offsetPagination });
      expect(first.cards).toHaveLength(12);
      expect(first.cards.map((card) => card.id)).not.toContain(INSURANCE_PRODUCT_ID);
      expect(first.total).toBe(15);
      const second = await loadProductPage(client, position(2), { offsetPagination });
      expect(second.cards.map((card) => card.id)).toEqual([13, 14, 15]);
    },
  );
});
