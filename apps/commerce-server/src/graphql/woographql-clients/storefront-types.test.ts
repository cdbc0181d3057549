import { describe, expect, it } from 'vitest';
import { LOGIN, REGISTER, Shopper, useTestShop } from '../../testing/shopper';
import { PRODUCT_FRAGMENTS } from './storefront-documents';

const EXTERNAL_AND_GROUPED = `{
  external: products(first: 100, where: { type: EXTERNAL }) { nodes { ...ProductCard } }
  grouped: products(first: 100, where: { type: GROUPED }) { nodes { ...ProductCard } }
}
${PRODUCT_FRAGMENTS}`;

const CATEGORY_PRODUCTS = `{
  productCategories(first: 100) {
    nodes { slug count products(first: 100) { nodes { databaseId productCategories { nodes { slug } } } } }
  }
}`;

const DOWNLOADS = `{
  customer {
    downloadableItems(first: 100) {
      nodes { downloadId name url downloadsRemaining accessExpires product { ... on SimpleProduct { databaseId name } } }
      pageInfo { hasNextPage }
    }
  }
}`;

/**
 * Pricing and stock fragments on the interfaces products and variations share, as storefronts
 * spread them on variations.
 */
const VARIATION_PRICING = `{
  products(first: 100, where: { type: VARIABLE }) {
    nodes { ... on VariableProduct { variations(first: 100) { nodes { databaseId ...Pricing ...Stock } } } }
  }
}
fragment Pricing on ProductWithPricing {
  price rawPrice: price(format: RAW) regularPrice salePrice rawSalePrice: salePrice(format: RAW)
  ... on SimpleProduct { onSale }
  ... on VariableProduct { onSale }
  ... on ExternalProduct { onSale }
  ... on GroupProduct { onSale }
  ... on ProductVariation { onSale }
}
fragment Stock on InventoriedProduct { stockStatus stockQuantity lowStockAmount }`;

const LOGIN_CLIENTS =
  '{ loginClients { name provider isEnabled order clientId authorizationUrl } }';
const LOGOUT =
  'mutation { logout(input: { clientMutationId: "out" }) { success clientMutationId } }';

describe('the upstream types and fields WooGraphQL storefronts ask for', () => {
  const shop = useTestShop('all');

  it('given fragments on external and grouped products, they validate and lists of those types are empty (the shop has none)', async () => {
    expect(await shop.shopper.ok(EXTERNAL_AND_GROUPED)).toEqual({
      external: { nodes: [] },
      grouped: { nodes: [] },
    });
  });

  it('given pricing and stock fragments on the interfaces variations share with products, each variation answers them, onSale included', async () => {
    const { products } = await shop.shopper.ok(VARIATION_PRICING);
    const variations = products.nodes.flatMap(
      (product: { variations: { nodes: unknown[] } }) => product.variations.nodes,
    );
    expect(variations.length).toBeGreaterThan(0);
    for (const variation of variations)
      expect(variation).toMatchObject({
        onSale: (variation as { rawSalePrice: string | null }).rawSalePrice !== null,
        stockStatus: expect.any(String),
        price: expect.any(String),
      });
  });

  it("given a category's products, each product of the list is in that category, as many as its count", async () => {
    const { productCategories } = await shop.shopper.ok(CATEGORY_PRODUCTS);
    const filled = productCategories.nodes.filter((category: { count: number }) => category.count);
    expect(filled.length).toBeGreaterThan(0);
    for (const category of filled) {
      expect(category.products.nodes).toHaveLength(category.count);
      for (const product of category.products.nodes)
        expect(product.productCategories.nodes.map((c: { slug: string }) => c.slug)).toContain(
          category.slug,
        );
    }
  });

  it("given a customer's downloadable items, the customer has none and the connection is empty", async () => {
    const { registerCustomer } = await shop.shopper.ok(REGISTER, {
      email: 'downloads@example.org',
      password: 'password-one',
    });
    const customer = new Shopper(shop.server);
    customer.authToken = registerCustomer.authToken;
    expect(await customer.ok(DOWNLOADS)).toEqual({
      customer: { downloadableItems: { nodes: [], pageInfo: { hasNextPage: false } } },
    });
  });

  it("given Headless Login's loginClients and logout, the password client is listed and a logged-in caller's logout succeeds, a guest's answers null", async () => {
    expect((await shop.shopper.ok(LOGIN_CLIENTS)).loginClients).toEqual([
      {
        name: 'Password',
        provider: 'PASSWORD',
        isEnabled: true,
        order: 0,
        clientId: 'password',
        authorizationUrl: null,
      },
    ]);
    const guest = new Shopper(shop.server);
    expect((await guest.ok(LOGOUT)).logout).toEqual({ success: null, clientMutationId: 'out' });
    await guest.ok(REGISTER, { email: 'logout@example.org', password: 'password-one' });
    const { login } = await guest.ok(LOGIN, {
      username: 'logout@example.org',
      password: 'password-one',
    });
    guest.authToken = login.authToken;
    expect((await guest.ok(LOGOUT)).logout).toEqual({ success: true, clientMutationId: 'out' });
  });
});
