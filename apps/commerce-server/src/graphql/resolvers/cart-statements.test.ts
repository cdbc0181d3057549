import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { BILLING, Shopper } from '../../testing/shopper';
import { startServer } from '../../testing/test-server';

const IMAGE = 'id sourceUrl altText';

/** The SDK's `Cart` fragment: each line's product and variation with their images. */
const CART = `
  subtotal total shippingTotal discountTotal chosenShippingMethods isEmpty
  appliedCoupons { code discountAmount(format: RAW) }
  availableShippingMethods { rates { id label cost(format: RAW) } }
  contents(first: 100) { itemCount nodes {
    key quantity subtotal total
    product { node {
      id databaseId name slug image { ${IMAGE} }
      ... on SimpleProduct { price stockQuantity stockStatus manageStock }
      ... on VariableProduct { price stockQuantity stockStatus manageStock }
    } }
    variation { node { id databaseId name price stockQuantity stockStatus image { ${IMAGE} } } }
  } }
`;
const ADD = `mutation ($productId: Int!, $variationId: Int) {
  addToCart(input: { productId: $productId, quantity: 1, variationId: $variationId }) { cart { ${CART} } }
}`;
const GET_CART = `{ cart { ${CART} } }`;
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`;

/** The SDK's `Order` lines: each line's product with its image. */
const ORDER = `query ($id: ID!) { order(id: $id, idType: DATABASE_ID) {
  databaseId lineItems { nodes { databaseId productId variationId quantity subtotal total
    product { node { id databaseId name slug image { ${IMAGE} }
      ... on SimpleProduct { price } ... on VariableProduct { price } } }
  } }
} }`;
const CATALOGUE = `{ products(first: 100) { nodes {
  databaseId
  ... on SimpleProduct { stockStatus manageStock stockQuantity }
  ... on VariableProduct { stockStatus variations(first: 20) { nodes { databaseId stockStatus manageStock stockQuantity } } }
} } }`;

interface Stocked {
  databaseId: number;
  stockStatus: string;
  manageStock?: string;
  stockQuantity?: number | null;
}

/** Something that can be bought once more: in stock, and stock to spare when counted. */
const buyable = (item: Stocked) =>
  item.stockStatus === 'IN_STOCK' && (item.manageStock !== 'TRUE' || (item.stockQuantity ?? 0) > 1);

/** Most statements a cart or order read may take, whatever the number of its lines. */
const MOST_STATEMENTS = 12;

describe('SQL statements per cart and order operation', () => {
  let server: RunningServer;
  /** Products and variations to put in carts: simple ones, then variations of variable ones. */
  let lines: { productId: number; variationId?: number }[];

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      storefrontUrl: 'http://shop.test',
      sqlStats: true,
    });
    const { products } = await new Shopper(server).ok(CATALOGUE);
    const nodes = products.nodes as (Stocked & { variations?: { nodes: Stocked[] } })[];
    const simple = nodes
      .filter((product) => !product.variations && buyable(product))
      .map((product) => ({ productId: product.databaseId }));
    const variations = nodes.flatMap((product) =>
      (product.variations?.nodes ?? [])
        .filter(buyable)
        .map((variation) => ({ productId: product.databaseId, variationId: variation.databaseId })),
    );
    lines = [...simple.slice(0, 5), ...variations.slice(0, 3)];
    expect(lines).toHaveLength(8);
  });
  afterAll(() => server.close());

  /**
   * A shopper whose cart holds `count` lines (the first ones, or with `mixed` one simple product
   * and the rest variations), and the statements of each add.
   */
  async function shopperWith(count: number, mixed = false) {
    const shopper = new Shopper(server);
    const adds: number[] = [];
    const chosen = mixed ? [lines[0], ...lines.slice(5)] : lines;
    for (const line of chosen.slice(0, count)) {
      const answer = await shopper.send(ADD, line);
      expect(answer.errors).toBeUndefined();
      adds.push(answer.statements ?? Number.NaN);
    }
    return { shopper, adds };
  }

  it('given a cart of eight lines, GetCart runs as many statements as for two', async () => {
    const two = await (await shopperWith(2, true)).shopper.send(GET_CART);
    const eight = await (await shopperWith(8)).shopper.send(GET_CART);
    expect(eight.errors).toBeUndefined();
    expect(eight.data?.cart.contents.itemCount).toBe(8);
    const images = eight.data?.cart.contents.nodes.map(
      (node: { product: { node: { image: unknown } } }) => node.product.node.image,
    );
    expect(images).toEqual(
      Array(8).fill(expect.objectContaining({ sourceUrl: expect.any(String) })),
    );
    expect(eight.statements).toBe(two.statements);
    expect(eight.statements).toBeLessThanOrEqual(MOST_STATEMENTS);
  });

  it('given a growing cart, each AddToCart runs as many statements as the one before', async () => {
    const { adds } = await shopperWith(8);
    // Adds 2 to 5 put simple products in the cart, adds 6 to 8 variations.
    expect(adds.slice(2, 5)).toEqual([adds[1], adds[1], adds[1]]);
    expect(adds.slice(6)).toEqual([adds[5], adds[5]]);
    expect(Math.max(...adds)).toBeLessThanOrEqual(MOST_STATEMENTS + 4);
  });

  it('given an order of eight lines, reading it runs as many statements as for two', async () => {
    async function orderOf(count: number) {
      const { shopper } = await shopperWith(count, count < lines.length);
      const { checkout } = await shopper.ok(CHECKOUT, {
        input: { billing: BILLING, paymentMethod: 'btcpaygf_default' },
      });
      return shopper.send(ORDER, { id: String(checkout.order.databaseId) });
    }
    const two = await orderOf(2);
    const eight = await orderOf(8);
    expect(eight.errors).toBeUndefined();
    expect(eight.data?.order.lineItems.nodes).toHaveLength(8);
    expect(eight.statements).toBe(two.statements);
  });
});
