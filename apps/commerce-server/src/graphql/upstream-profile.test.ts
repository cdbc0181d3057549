import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { ADD_TO_CART, LOGIN, SEEDED, Shopper } from '../testing/shopper';
import { startServer } from '../testing/test-server';
import { buildSchema } from './schema';

const REGISTER_ACCOUNT = `mutation ($email: String!, $password: String) {
  registerCustomer(input: { email: $email, password: $password }) { customer { email } }
}`;

const extensionRoots = (extensions: boolean) => {
  const schema = buildSchema(extensions);
  return [
    ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
    ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
  ];
};

describe('the upstream profile (COMMERCE_EXTENSIONS=off)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ extensions: false });
  });
  afterAll(() => server.close());

  it('given the profile, its schema has no root field of the shop and no offset pages', () => {
    const full = extensionRoots(true);
    const upstream = extensionRoots(false);
    const shops = ['coas', 'productFacets', 'freeShippingAmount', 'initiateCryptoPayment'];
    for (const field of shops) {
      expect(full).toContain(field);
      expect(upstream).not.toContain(field);
    }
    expect(upstream).toContain('login');
    expect(
      buildSchema(false).getType('RootQueryToProductConnectionWhereArgs')?.toString(),
    ).toBeDefined();
    expect(buildSchema(false).getType('OffsetPagination')).toBeUndefined();
  });

  it('given a shop extension or offset pages asked for, it refuses them as a stock WooGraphQL does', async () => {
    const shopper = new Shopper(server);
    expect(await shopper.error('{ freeShippingAmount }')).toMatch(
      /^Cannot query field "freeShippingAmount"/,
    );
    expect(
      await shopper.error(
        '{ products(where: { offsetPagination: { offset: 0, size: 2 } }) { nodes { id } } }',
      ),
    ).toMatch(/"offsetPagination" is not defined/);
  });

  it('given a shopper, upstream operations sell: products, cart, registration and login', async () => {
    const shopper = new Shopper(server);
    const { products } = await shopper.ok('{ products(first: 2) { found nodes { name } } }');
    expect(products.nodes).toHaveLength(2);
    const added = await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    expect(added.addToCart.cart.contents.itemCount).toBe(1);
    // Without its tokens: a stock backend refuses them to a new registrant (upstream-quirks.test.ts).
    await shopper.ok(REGISTER_ACCOUNT, { email: 'stock@example.org', password: 'password-one' });
    const { login } = await new Shopper(server).ok(LOGIN, {
      username: 'stock@example.org',
      password: 'password-one',
    });
    expect(login.authToken).toBeTruthy();
  });
});
