import { SERVER_MESSAGES } from '@peptide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { outbox } from '../testing/account-operations';
import { ADD_TO_CART, BILLING, SEEDED, Shopper } from '../testing/shopper';
import { INSURANCE_PRODUCT_ID, startServer } from '../testing/test-server';

/** A registration that asks for JWT Authentication's tokens, as a storefront may. */
const REGISTER_WITH_TOKENS = `mutation ($email: String!, $password: String) {
  registerCustomer(input: { email: $email, password: $password }) {
    authToken refreshToken customer { email } viewer { id }
  }
}`;
const REGISTER_ACCOUNT = `mutation ($email: String!, $password: String) {
  registerCustomer(input: { email: $email, password: $password }) { customer { email } }
}`;
const PAGE = `query ($first: Int, $after: String) {
  products(first: $first, after: $after) { found nodes { databaseId } pageInfo { endCursor } }
}`;
const OFFSET_PAGE = `query ($offset: Int, $size: Int) {
  products(where: { offsetPagination: { offset: $offset, size: $size } }) {
    found nodes { databaseId }
    pageInfo { hasNextPage offsetPagination { total hasMore hasPrevious } }
  }
}`;
const CHECKOUT_ORDER = `mutation ($input: CheckoutInput!) {
  checkout(input: $input) { result order { databaseId status paymentMethod paymentMethodTitle needsPayment } }
}`;

/** A German address: inside the EU the stock backend sells to. */
const BERLIN = {
  ...BILLING,
  address1: 'Unter den Linden 77',
  city: 'Berlin',
  postcode: '10117',
  country: 'DE',
};

/** WooCommerce's default instructions of direct bank transfer, its gateway's description. */
const BANK_TRANSFER_DESCRIPTION =
  'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.';

describe('the upstream profile answers as the stock backend it stands for', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, extensions: false, devOutbox: true });
  });
  afterAll(() => server.close());

  it('given a page after a cursor, found is null as WooGraphQL 1.0.2 answers it; the first page counts', async () => {
    const shopper = new Shopper(server);
    const first = await shopper.ok(PAGE, { first: 4 });
    expect(first.products.found).toBeGreaterThan(4);
    const next = await shopper.ok(PAGE, { first: 4, after: first.products.pageInfo.endCursor });
    expect(next.products.nodes).toHaveLength(4);
    expect(next.products.found).toBeNull();
  });

  it('given a registration asking for tokens, the account is created and each token refused as JWT Authentication refuses it', async () => {
    const answer = await new Shopper(server).send(REGISTER_WITH_TOKENS, {
      email: 'new.registrant@example.org',
    });
    expect(answer.data?.registerCustomer).toEqual({
      authToken: null,
      refreshToken: null,
      customer: { email: 'new.registrant@example.org' },
      viewer: null,
    });
    expect(answer.errors?.map((error) => [error.message, error.path])).toEqual([
      [SERVER_MESSAGES.stockTokenForOtherUser, ['registerCustomer', 'authToken']],
      [SERVER_MESSAGES.stockTokenForOtherUser, ['registerCustomer', 'refreshToken']],
    ]);
  });

  it('given a registration without a password, WooCommerce generates one and e-mails WordPress’s set-password link', async () => {
    await new Shopper(server).ok(REGISTER_ACCOUNT, { email: 'no.password@example.org' });
    const mail = (await outbox(server)).find((email) => email.to === 'no.password@example.org');
    const link = new URL(String(mail?.link));
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('key')).toBeTruthy();
    expect(link.searchParams.get('login')).toBeTruthy();
  });

  it('given the shop’s insurance product, the stock backend has none: addToCart refuses it in WooGraphQL’s words', async () => {
    const shopper = new Shopper(server);
    expect(await shopper.error(ADD_TO_CART, { productId: INSURANCE_PRODUCT_ID, quantity: 1 })).toBe(
      SERVER_MESSAGES.stockProductNotFound,
    );
    const { productCategories } = await shopper.ok(
      '{ productCategories(first: 100) { nodes { name slug count } } }',
    );
    expect(productCategories.nodes).toContainEqual({
      name: 'Uncategorized',
      slug: 'uncategorized',
      count: 0,
    });
  });

  it('given WooCommerce selling to the EU only, allowedCountries are its 27 and a British checkout is refused in WooCommerce’s words', async () => {
    const shopper = new Shopper(server);
    const { allowedCountries } = await shopper.ok('{ allowedCountries }');
    expect(allowedCountries).toHaveLength(27);
    expect(allowedCountries).toContain('DE');
    expect(allowedCountries).not.toContain('GB');
    expect(allowedCountries).not.toContain('NO');
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    expect(
      await shopper.error(CHECKOUT_ORDER, { input: { billing: BILLING, paymentMethod: 'bacs' } }),
    ).toBe('Unfortunately we do not ship to the GB. Please enter an alternative shipping address.');
    expect(
      await shopper.error(CHECKOUT_ORDER, {
        input: {
          billing: BERLIN,
          shipToDifferentAddress: true,
          shipping: { ...BERLIN, country: 'NO', postcode: '0150', city: 'Oslo' },
          paymentMethod: 'bacs',
        },
      }),
    ).toBe('Unfortunately we do not ship to NO. Please enter an alternative shipping address.');
  });

  it('given direct bank transfer, the gateway answers its title and instructions and the order is on hold with its method', async () => {
    const shopper = new Shopper(server);
    const { paymentGateways } = await shopper.ok(
      '{ paymentGateways { nodes { id title description } } }',
    );
    expect(paymentGateways.nodes[0]).toEqual({
      id: 'bacs',
      title: 'Direct bank transfer',
      description: BANK_TRANSFER_DESCRIPTION,
    });
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const { checkout } = await shopper.ok(CHECKOUT_ORDER, {
      input: { billing: BERLIN, paymentMethod: 'bacs' },
    });
    expect(checkout.order).toMatchObject({
      status: 'ON_HOLD',
      paymentMethod: 'bacs',
      paymentMethodTitle: 'Direct bank transfer',
      needsPayment: false,
    });
  });
});

describe('the upstream profile with WPGraphQL Offset Pagination 0.2', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      extensions: false,
      upstream: { offsetPagination: true },
    });
  });
  afterAll(() => server.close());

  it('given an offset page, it answers the page and hasMore and hasPrevious, but total 0 as the plugin does', async () => {
    const shopper = new Shopper(server);
    const byCursor = await shopper.ok(PAGE, { first: 4 });
    const { products } = await shopper.ok(OFFSET_PAGE, { offset: 2, size: 2 });
    expect(products.nodes).toEqual(byCursor.products.nodes.slice(2, 4));
    expect(products.pageInfo.offsetPagination).toEqual({
      total: 0,
      hasMore: true,
      hasPrevious: true,
    });
    const first = await shopper.ok(OFFSET_PAGE, { offset: 0, size: 2 });
    expect(first.products.pageInfo.offsetPagination.hasPrevious).toBe(false);
  });
});

describe('the upstream profile without WooCommerce’s generated passwords', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      extensions: false,
      upstream: { generatePassword: false },
    });
  });
  afterAll(() => server.close());

  it('given a registration without a password, it is refused in WooCommerce’s words; with one, it is created', async () => {
    const shopper = new Shopper(server);
    expect(await shopper.error(REGISTER_ACCOUNT, { email: 'typed.none@example.org' })).toBe(
      SERVER_MESSAGES.stockPasswordRequired,
    );
    const { registerCustomer } = await shopper.ok(REGISTER_ACCOUNT, {
      email: 'typed.one@example.org',
      password: 'password-one',
    });
    expect(registerCustomer.customer.email).toBe('typed.one@example.org');
  });
});
