import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { INSURANCE_PRODUCT_ID } from '../seed/catalog-data';
import type { RunningServer } from '../server';
import { type AnsweredError, sendOperation } from './graphql-client';
import { startServer } from './test-server';

/** Test answers are read field by field and asserted, so they are loosely typed on purpose. */
// biome-ignore lint/suspicious/noExplicitAny: see above
type Loose = Record<string, any>;

/** One GraphQL answer with its HTTP status and session header. */
export interface GraphQLAnswer<T = Loose> {
  status: number;
  sessionHeader: string | null;
  data: T | null;
  errors: AnsweredError[] | undefined;
  /** The SQL statements the request ran, from a server started with `sqlStats`; else null. */
  statements: number | null;
}

/**
 * A browser-like client for tests: keeps the session token and the login token the way the
 * storefront does (a session header value is stored only when none is stored; 'false' drops it).
 */
export class Shopper {
  sessionToken: string | null = null;
  authToken: string | null = null;

  /**
   * @param server - the server to talk to
   * @param from - the loopback address to send from (127.0.0.2, 127.0.0.3 …), so a test can act
   *   as several clients; the default is the system's choice (127.0.0.1)
   */
  constructor(
    readonly server: RunningServer,
    readonly from?: string,
  ) {}

  /** Sends one operation over real HTTP through the tests' one GraphQL client. */
  async send<T = Loose>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLAnswer<T>> {
    const answer = await sendOperation<T>(this.server.url, query, variables, {
      session: this.sessionToken,
      auth: this.authToken,
      from: this.from,
    });
    const { sessionHeader } = answer;
    if (sessionHeader === 'false') this.sessionToken = null;
    else if (sessionHeader && !this.sessionToken) this.sessionToken = sessionHeader;
    if (answer.malformed !== null) {
      throw new Error(`HTTP ${answer.status}, not a GraphQL answer: ${answer.malformed}`);
    }
    return {
      status: answer.status,
      sessionHeader,
      data: answer.data,
      errors: answer.errors.length > 0 ? answer.errors : undefined,
      statements: answer.statements,
    };
  }

  /** Sends one operation and fails the test on any GraphQL error. */
  async ok<T = Loose>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.send<T>(query, variables);
    if (answer.errors?.length || !answer.data) {
      throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
    }
    return answer.data;
  }

  /** Sends one operation expected to fail and returns the first error message. */
  async error(query: string, variables: Record<string, unknown> = {}): Promise<string> {
    const answer = await this.send(query, variables);
    if (answer.status >= 500) throw new Error(`HTTP ${answer.status}`);
    const message = answer.errors?.[0]?.message;
    if (!message) throw new Error(`expected an error, got ${JSON.stringify(answer.data)}`);
    return message;
  }
}

/** A test clock the server reads; tests move it forward. */
export interface TestClock {
  now: number;
  advance(ms: number): void;
}

/**
 * Starts a server on an ephemeral port with a fresh in-memory database and a movable clock.
 *
 * @returns the server and its clock
 */
async function startTestServer(): Promise<{ server: RunningServer; clock: TestClock }> {
  const clock: TestClock = {
    now: Date.parse('2026-01-15T10:00:00.000Z'),
    advance(ms) {
      this.now += ms;
    },
  };
  const server = await startServer({
    port: 0,
    storefrontUrl: 'http://shop.test',
    now: () => clock.now,
    devOutbox: true,
  });
  return { server, clock };
}

/** What {@link useTestShop} gives the tests: a server, its clock and a shopper on it. */
export interface TestShop {
  server: RunningServer;
  clock: TestClock;
  shopper: Shopper;
}

/**
 * Gives the tests of the calling `describe` a server from {@link startTestServer} and a shopper
 * on it, closed after use.
 *
 * @param scope - `each` (default): a fresh database per test; `all`: one shared by the block
 * @returns the holder; its fields are set before each test runs
 */
export function useTestShop(scope: 'each' | 'all' = 'each'): TestShop {
  const shop = {} as TestShop;
  const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    const { server, clock } = await startTestServer();
    Object.assign(shop, { server, clock, shopper: new Shopper(server) });
  });
  after(() => shop.server.close());
  return shop;
}

/** The cart fields the tests read. */
const CART_FIELDS = `
  subtotal total shippingTotal discountTotal chosenShippingMethods isEmpty
  appliedCoupons { code discountAmount(format: RAW) }
  availableShippingMethods { rates { id label cost(format: RAW) } }
  fees { name total }
  contents { itemCount productCount nodes { key quantity subtotal product { node { databaseId name } } variation { node { databaseId } } } }
`;

/** The operations the tests send, shaped as the storefront sends them. */
export const ADD_TO_CART = `mutation ($productId: Int!, $quantity: Int, $variationId: Int) {
  addToCart(input: { productId: $productId, quantity: $quantity, variationId: $variationId }) { cart { ${CART_FIELDS} } }
}`;
export const GET_CART = `{ cart { ${CART_FIELDS} } }`;
export const UPDATE_QUANTITY = `mutation ($key: ID!, $quantity: Int!) {
  updateItemQuantities(input: { items: [{ key: $key, quantity: $quantity }] }) { cart { ${CART_FIELDS} } }
}`;
export const REMOVE_ITEM = `mutation ($key: ID!) { removeItemsFromCart(input: { keys: [$key] }) { cart { ${CART_FIELDS} } } }`;
export const APPLY_COUPON = `mutation ($code: String!) { applyCoupon(input: { code: $code }) { applied { code discountAmount(format: RAW) } cart { ${CART_FIELDS} } } }`;
export const REMOVE_COUPON = `mutation ($code: String!) { removeCoupons(input: { codes: [$code] }) { cart { ${CART_FIELDS} } } }`;
export const LOGIN = `mutation ($username: String!, $password: String!) {
  login(input: { username: $username, password: $password }) { authToken user { id userId name email username } }
}`;
export const REGISTER = `mutation ($email: String!, $password: String) {
  registerCustomer(input: { email: $email, password: $password }) { authToken customer { id email } }
}`;
export const CHECKOUT = `mutation ($input: CheckoutInput!) {
  checkout(input: $input) { result order { databaseId orderKey status total subtotal shippingTotal discountTotal paymentMethod lineItems { nodes { productId quantity total } } } }
}`;

/** A valid billing address for checkout. */
export const BILLING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '10 Downing Street',
  city: 'London',
  postcode: 'SW1A 2AA',
  country: 'GB',
  phone: '(020) 7925-0918',
  email: 'ada@example.org',
};

/** Product ids of the seed the tests rely on. */
export const SEEDED = {
  /** BPC-157 5mg: simple, €45, 120 in stock. */
  bpc: 101,
  /** Ipamorelin 5mg: simple, €39, 3 in stock. */
  ipamorelin: 103,
  /** GHK-Cu 50mg: simple, out of stock. */
  ghk: 105,
  /** Semax 10mg: simple, €52, 2 in stock. */
  semax: 106,
  /** Tesamorelin: variable. */
  tesamorelin: 115,
  insurance: INSURANCE_PRODUCT_ID,
} as const;
