import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { startServer } from '../../testing/test-server';

/** The storefront's product card fields (the SDK's `ProductCard` fragment). */
const PRODUCT_CARD = `
  id databaseId name slug sku type onSale totalSales
  image { id sourceUrl altText }
  productCategories { nodes { id name slug } }
  ... on SimpleProduct { price regularPrice salePrice stockQuantity stockStatus manageStock }
  ... on VariableProduct { price regularPrice salePrice stockQuantity stockStatus manageStock }
`;

/** The SDK's `GetProducts`. */
const GET_PRODUCTS = `query GetProducts($first: Int = 100, $category: String) {
  products(first: $first, where: { category: $category }) { nodes { ${PRODUCT_CARD} } }
}`;

/** The SDK's `GetProductPage`. */
const GET_PRODUCT_PAGE = `query GetProductPage($offset: Int!, $size: Int!, $orderby: [ProductsOrderbyInput]) {
  products(where: { orderby: $orderby, offsetPagination: { offset: $offset, size: $size } }) {
    nodes { ${PRODUCT_CARD} }
    pageInfo { offsetPagination { total } }
  }
}`;

/** The SDK's `GetProductBySlug`. */
const GET_PRODUCT_BY_SLUG = `query GetProductBySlug($slug: ID!, $variationsFirst: Int = 100) {
  product(id: $slug, idType: SLUG) {
    ${PRODUCT_CARD}
    description shortDescription
    ... on VariableProduct {
      variations(first: $variationsFirst) { nodes {
        id databaseId name sku price regularPrice salePrice stockQuantity stockStatus manageStock
        image { id sourceUrl altText }
        attributes { nodes { id name label value } }
      } }
    }
  }
}`;

/** The shop's filtered listing: a numbered page under filters, with the filter panel's counts. */
const FILTERED_PAGE = `query ($where: RootQueryToProductConnectionWhereArgs) {
  products(where: $where) { nodes { ${PRODUCT_CARD} } pageInfo { offsetPagination { total } } }
  productFacets(where: $where) { categories { slug count } inStockCount onSaleCount minPrice maxPrice }
}`;

/** Most statements a catalogue read may take, whatever the number of products it answers. */
const MOST_STATEMENTS = 6;

describe('SQL statements per catalogue operation', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ port: 0, storefrontUrl: 'http://shop.test', sqlStats: true });
  });
  afterAll(() => server.close());

  async function statementsOf(query: string, variables: Record<string, unknown>) {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return { data: body.data, statements: Number(response.headers.get('x-sql-statements')) };
  }

  it('given GetProducts for 32 products, it runs a few statements, not some per product', async () => {
    const { data, statements } = await statementsOf(GET_PRODUCTS, { first: 32 });
    expect(data).toMatchObject({ products: { nodes: expect.any(Array) } });
    expect((data as { products: { nodes: unknown[] } }).products.nodes).toHaveLength(32);
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(MOST_STATEMENTS);
  });

  it('given GetProductPage by price, the last page runs as few statements as the first', async () => {
    const orderby = [{ field: 'PRICE', order: 'ASC' }];
    const first = await statementsOf(GET_PRODUCT_PAGE, { offset: 0, size: 12, orderby });
    const last = await statementsOf(GET_PRODUCT_PAGE, { offset: 24, size: 12, orderby });
    expect(first.statements).toBeLessThanOrEqual(MOST_STATEMENTS);
    expect(last.statements).toBe(first.statements);
  });

  it('given GetProducts for every product, it runs as few statements as for 32', async () => {
    const { statements } = await statementsOf(GET_PRODUCTS, { first: 100 });
    expect(statements).toBeLessThanOrEqual(MOST_STATEMENTS);
  });

  it('given GetProductBySlug of a variable product, it runs a few statements, not some per variation', async () => {
    const { data, statements } = await statementsOf(GET_PRODUCT_BY_SLUG, { slug: 'tesamorelin' });
    const product = data?.product as { variations: { nodes: unknown[] } };
    expect(product.variations.nodes.length).toBeGreaterThan(1);
    expect(statements).toBeLessThanOrEqual(MOST_STATEMENTS);
  });

  it('given a WooGraphQL list with ratings, galleries, attributes and measurements, 100 products run as many statements as 20', async () => {
    const query = `query ($first: Int) { products(first: $first) { nodes {
      averageRating reviewCount galleryImages { nodes { sourceUrl } }
      ... on ProductWithAttributes { attributes { nodes { name options } } }
      ... on ProductWithDimensions { weight }
    } } }`;
    const few = await statementsOf(query, { first: 20 });
    const all = await statementsOf(query, { first: 100 });
    expect(all.statements).toBe(few.statements);
    expect(all.statements).toBeLessThanOrEqual(MOST_STATEMENTS + 2);
  });

  it('given filters leaving a few or most products, the list with its facets runs the same statements', async () => {
    const page = { offset: 0, size: 100 };
    const narrow = await statementsOf(FILTERED_PAGE, {
      where: { categoryIn: ['bac-water'], maxPrice: 12, offsetPagination: page },
    });
    const wide = await statementsOf(FILTERED_PAGE, {
      where: { stockStatus: ['IN_STOCK'], offsetPagination: page },
    });
    const nodes = (answer: typeof narrow) =>
      (answer.data as { products: { nodes: unknown[] } }).products.nodes.length;
    expect(nodes(narrow)).toBeGreaterThan(0);
    expect(nodes(narrow)).toBeLessThan(5);
    expect(nodes(wide)).toBeGreaterThan(20);
    // The page, its cards' details and the four facet counts.
    expect(wide.statements).toBe(narrow.statements);
    expect(wide.statements).toBeLessThanOrEqual(MOST_STATEMENTS + 4);
  });

  it('given the server started without statistics, answers carry no statement count', async () => {
    const plain = await startServer({ port: 0, sqlStats: false });
    try {
      const response = await fetch(plain.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(first: 1) { nodes { name } } }' }),
      });
      expect(response.headers.get('x-sql-statements')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
