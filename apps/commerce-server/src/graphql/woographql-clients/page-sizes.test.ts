import { describe, expect, it } from 'vitest';
import { BILLING, REGISTER, Shopper, useTestShop } from '../../testing/shopper';
import {
  CART,
  FORTY_LISTS,
  ORDERS,
  PRODUCT_LIST,
  PRODUCT_PAGE,
  PRODUCTS_WITH_VARIATIONS,
} from './storefront-documents';

/** Each purchasable item of the catalogue: simple products in stock and variations in stock. */
const PURCHASABLE = `{
  products(first: 100) {
    nodes {
      databaseId
      ... on SimpleProduct { stockStatus }
      ... on VariableProduct { variations(first: 100) { nodes { databaseId stockStatus } } }
    }
  }
}`;

const ADD = `mutation ($productId: Int!, $variationId: Int) {
  addToCart(input: { productId: $productId, variationId: $variationId, quantity: 1 }) { cartItem { key } }
}`;

describe('WooGraphQL storefronts at their page sizes', () => {
  const shop = useTestShop('all');

  it('given a product list of first: 9999 with cards on every product type, it answers the whole catalogue (100 at most)', async () => {
    const { products } = await shop.shopper.ok(PRODUCT_LIST);
    expect(products.nodes.length).toBeGreaterThan(20);
    expect(products.nodes.length).toBeLessThanOrEqual(100);
    const variable = products.nodes.filter(
      (product: { type: string }) => product.type === 'VARIABLE',
    );
    expect(variable.length).toBeGreaterThan(0);
    for (const product of variable) {
      expect(product.variations.nodes.length).toBeGreaterThan(0);
      expect(product.variations.nodes[0].attributes.nodes.length).toBeGreaterThan(0);
    }
  });

  it("given the spec's read, 100 products with 100 variations each, it is answered", async () => {
    const { products } = await shop.shopper.ok(PRODUCTS_WITH_VARIATIONS);
    const variations = products.nodes.flatMap(
      (product: { variations?: { nodes: unknown[] } }) => product.variations?.nodes ?? [],
    );
    expect(variations.length).toBeGreaterThan(0);
  });

  it('given a product page with its variations, related products and reviews, it is answered', async () => {
    const { products } = await shop.shopper.ok(PRODUCT_LIST);
    const variable = products.nodes.find(
      (product: { type: string }) => product.type === 'VARIABLE',
    );
    const { product } = await shop.shopper.ok(PRODUCT_PAGE, { slug: variable.slug });
    expect(product.databaseId).toBe(variable.databaseId);
    expect(product.variations.nodes).toEqual(variable.variations.nodes);
    expect(product.related.nodes.length).toBeGreaterThan(0);
    expect(Array.isArray(product.reviews.edges)).toBe(true);
  });

  it('given a cart holding every purchasable item, the cart document of 100 lines answers each line with its product and variation', async () => {
    const shopper = new Shopper(shop.server);
    const { products } = await shopper.ok(PURCHASABLE);
    const items: { productId: number; variationId?: number }[] = [];
    for (const product of products.nodes) {
      if (product.stockStatus === 'IN_STOCK') items.push({ productId: product.databaseId });
      for (const variation of product.variations?.nodes ?? []) {
        if (variation.stockStatus === 'IN_STOCK')
          items.push({ productId: product.databaseId, variationId: variation.databaseId });
      }
    }
    for (const item of items) await shopper.ok(ADD, item);
    const { cart } = await shopper.ok(CART);
    expect(cart.contents.nodes.length).toBe(items.length);
    const varied = cart.contents.nodes.filter(
      (line: { variation: unknown }) => line.variation !== null,
    );
    expect(varied.length).toBeGreaterThan(0);
    for (const line of varied) {
      expect(line.variation.attributes.length).toBeGreaterThan(0);
      expect(line.product.node.variations.nodes.length).toBeGreaterThan(0);
    }
  });

  it("given a customer's orders with their lines and downloads, they are answered", async () => {
    const { registerCustomer } = await shop.shopper.ok(REGISTER, {
      email: 'orders@example.org',
      password: 'password-one',
    });
    const customer = new Shopper(shop.server);
    customer.authToken = registerCustomer.authToken;
    const { products } = await customer.ok(PURCHASABLE);
    const simple = products.nodes.find(
      (product: { stockStatus?: string }) => product.stockStatus === 'IN_STOCK',
    );
    await customer.ok(ADD, { productId: simple.databaseId });
    await customer.ok('mutation ($input: CheckoutInput!) { checkout(input: $input) { result } }', {
      input: {
        billing: { ...BILLING, email: 'orders@example.org' },
        paymentMethod: 'nowpayments',
      },
    });
    const answer = await customer.ok(ORDERS);
    expect(answer.customer.orders.nodes).toHaveLength(1);
    const [order] = answer.customer.orders.nodes;
    expect(order.lineItems.nodes[0].product.node.databaseId).toBe(simple.databaseId);
    expect(order.downloadableItems.nodes).toEqual([]);
  });

  it('given forty aliased lists of 100 product cards, the query is stopped with a 400 and no data', async () => {
    const answer = await shop.shopper.send(FORTY_LISTS);
    expect(answer.status).toBe(400);
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => error.message)).toEqual([
      expect.stringMatching(/too much at once/),
    ]);
  });
});
