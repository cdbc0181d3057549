import { encodeGlobalId, SESSION_HEADER } from '@peptide/domain';
import fc from 'fast-check';
import type {
  GraphQLEnumType,
  GraphQLField,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItemKey } from '../cart/build-cart';
import type { RunningServer } from '../server';
import { storeInvariantProblems } from '../testing/invariants';
import { ADD_TO_CART, GET_CART, REGISTER, SEEDED, Shopper } from '../testing/shopper';
import { startServer } from '../testing/test-server';
import { buildSchema } from './schema';

/** Cases tried per mutation; with 16 mutations the file stays well under 30 s on 2 cores. */
const RUNS_PER_MUTATION = 20;

/** The message Yoga answers in place of an error a resolver did not mean to throw. */
const MASKED_CRASH = 'Unexpected error.';

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Strings an attacker tries: control and bidirectional characters, markup, injections, odd ids. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '\u200b',
  '\ud800',
  '👩‍👩‍👧‍👦',
  '𝕳𝖊𝖑𝖑𝖔',
  'مرحبا',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR 1=1 --",
  '"; DROP TABLE orders; --',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  'null',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'WELCOME10',
  'welcome10 ',
  'btcpaygf_default',
  'flat_rate:1',
  'ada@example.org',
  'a@b',
  // Malformed and foreign global ids.
  '%%%not-base64',
  b64('product:'),
  b64('product:-1'),
  b64('product:1e3'),
  b64('order:99999999999999999999'),
  b64('customer:1'),
  b64(':'),
  encodeGlobalId('post', 1),
  encodeGlobalId('order', 1),
  encodeGlobalId('customer', 1),
  // Cart keys: real ones, empty md5, too long.
  cartItemKey(SEEDED.bpc, null),
  cartItemKey(SEEDED.tesamorelin, 5002),
  'd41d8cd98f00b204e9800998ecf8427e',
  'k'.repeat(5000),
  'wc_order_guess',
];

/** Numbers an attacker tries: bounds, negatives, enormous, fractions, real ids. */
const HOSTILE_NUMBERS = [
  0,
  -1,
  1,
  998,
  999,
  1000,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  0.5,
  SEEDED.bpc,
  SEEDED.semax,
  SEEDED.tesamorelin,
  5002,
  SEEDED.insurance,
];

const hostileString = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.integer({ min: 27, max: 20_000 }).map((n) => 'é'.repeat(n)), weight: 1 },
  { arbitrary: fc.constant('x'.repeat(300_000)), weight: 1 },
);
/** Whole numbers a GraphQL Int accepts (32 bits), hostile within that. */
const hostileInt32 = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      ...HOSTILE_NUMBERS.filter((n) => Number.isInteger(n) && Math.abs(n) < 2 ** 31),
    ),
    weight: 4,
  },
  { arbitrary: fc.integer(), weight: 2 },
);
/** Numbers outside what an Int accepts: too large, fractions. */
const hostileNumber = fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), fc.double());
/** Any JSON at all, for a value of the wrong type. */
const wrongType = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, true, [], {}, '1', 1, [1, 2], { id: 1 }),
);

// The schema may come from graphql's CommonJS build while this file gets its ESM build, so the
// kinds are told apart by class name rather than with graphql's instanceof-based predicates.
const kindOf = (type: GraphQLInputType) => type.constructor.name;
const isNonNull = (type: GraphQLInputType): type is GraphQLNonNull<GraphQLInputType> =>
  kindOf(type) === 'GraphQLNonNull';
const isList = (type: GraphQLInputType): type is GraphQLList<GraphQLInputType> =>
  kindOf(type) === 'GraphQLList';
const isInputObject = (type: GraphQLInputType): type is GraphQLInputObjectType =>
  kindOf(type) === 'GraphQLInputObjectType';
const isEnum = (type: GraphQLInputType): type is GraphQLEnumType =>
  kindOf(type) === 'GraphQLEnumType';

/**
 * How a case is built: `typed` values all pass GraphQL's coercion and reach the resolvers with
 * hostile content; `mistyped` values are now and then of another type anywhere in the input.
 */
type Mode = 'typed' | 'mistyped';

/** Values of a GraphQL input type. */
function inputValue(type: GraphQLInputType, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  const fitting = fittingInputValue(type, mode, depth);
  if (mode === 'typed') return fitting;
  return fc.oneof({ arbitrary: fitting, weight: 5 }, { arbitrary: wrongType, weight: 1 });
}

function fittingInputValue(
  type: GraphQLInputType,
  mode: Mode,
  depth: number,
): fc.Arbitrary<unknown> {
  if (isNonNull(type)) return inputValue(type.ofType, mode, depth);
  if (isList(type)) {
    const item = inputValue(type.ofType, mode, depth + 1);
    return fc.oneof(fc.array(item, { maxLength: 4 }), item);
  }
  if (isInputObject(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    const shape = Object.fromEntries(
      fields.map((field) => [field.name, inputValue(field.type, mode, depth + 1)]),
    );
    const requiredKeys = fields.filter((field) => isNonNull(field.type)).map((field) => field.name);
    const record = fc.record(shape, { requiredKeys });
    return mode === 'typed'
      ? record
      : fc.oneof(
          record,
          record.map((value) => ({ ...value, notAField: 1 })),
        );
  }
  if (isEnum(type)) {
    const values = type.getValues().map((value) => value.name);
    return mode === 'typed'
      ? fc.constantFrom(...values)
      : fc.constantFrom(...values, 'NOT_A_VALUE');
  }
  switch (String(type)) {
    case 'Int':
      return mode === 'typed' ? hostileInt32 : fc.oneof(hostileInt32, hostileNumber);
    case 'Float':
      return fc.oneof(hostileInt32, fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(
        { arbitrary: hostileString, weight: 3 },
        { arbitrary: hostileInt32, weight: 1 },
      );
    default:
      return hostileString;
  }
}

/** The operation of a mutation with every argument as a variable, selecting only `__typename`. */
function operationOf(field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `mutation Fuzz(${declared}) { ${field.name}(${passed}) { __typename } }`;
}

/** Who sends a case: nobody known, a guest with a cart, or a logged-in customer with a cart. */
type Caller = 'anonymous' | 'guest' | 'customer';

describe('fuzzing every mutation with hostile variables', () => {
  let server: RunningServer;
  const mutations = Object.values(buildSchema().getMutationType()?.getFields() ?? {});

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      storefrontUrl: 'http://shop.test',
    });
  });
  afterAll(() => server?.close());

  /** Fresh callers, so one mutation's cases (a password change, a checkout) do not blunt the next one's. */
  async function callers(tag: string): Promise<Record<Caller, Shopper>> {
    const guest = new Shopper(server);
    await guest.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
    await guest.ok(ADD_TO_CART, { productId: SEEDED.tesamorelin, variationId: 5002, quantity: 1 });
    const customer = new Shopper(server);
    customer.authToken = (
      await customer.ok(REGISTER, { email: `fuzz-${tag}@example.org`, password: 'password-one' })
    ).registerCustomer.authToken;
    await customer.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    return { anonymous: new Shopper(server), guest, customer };
  }

  it('lists every mutation of the schema', () => {
    expect(mutations.map((field) => field.name).sort()).toEqual([
      'addToCart',
      'applyCoupon',
      'cancelStockNotification',
      'checkout',
      'confirmStockNotification',
      'getAvailableShippingMethods',
      'initiateBitcoinPayment',
      'initiateCryptoPayment',
      'login',
      'registerCustomer',
      'removeCoupons',
      'removeItemsFromCart',
      'requestStockNotification',
      'resetPasswordWithToken',
      'sendReactResetPasswordEmail',
      'setPaymentMethod',
      'updateCustomer',
      'updateItemQuantities',
      'updateShippingMethod',
    ]);
  });

  for (const field of mutations) {
    it(`given hostile variables for ${field.name}, every answer is a GraphQL error or data with status 200, 400 or 413, and the store's invariants hold`, async () => {
      const who = await callers(field.name);
      const query = operationOf(field);
      const variablesIn = (mode: Mode) =>
        fc.record(
          Object.fromEntries(field.args.map((arg) => [arg.name, inputValue(arg.type, mode)])),
          { requiredKeys: mode === 'typed' ? field.args.map((arg) => arg.name) : [] },
        );
      const variables = fc.oneof(
        { arbitrary: variablesIn('typed'), weight: 3 },
        { arbitrary: variablesIn('mistyped'), weight: 1 },
      );
      const seen: string[] = [];
      await fc.assert(
        fc.asyncProperty(
          variables,
          fc.constantFrom<Caller>('anonymous', 'guest', 'customer'),
          async (vars, caller) => {
            const shopper = who[caller];
            const headers: Record<string, string> = { 'content-type': 'application/json' };
            if (shopper.sessionToken) headers[SESSION_HEADER] = `Session ${shopper.sessionToken}`;
            if (shopper.authToken) headers.authorization = `Bearer ${shopper.authToken}`;
            const response = await fetch(server.url, {
              method: 'POST',
              headers,
              body: JSON.stringify({ query, variables: vars }),
            });
            const text = await response.text();
            expect([200, 400, 413]).toContain(response.status);
            const body = JSON.parse(text) as { data?: unknown; errors?: { message: unknown }[] };
            expect(body.data !== undefined || (body.errors?.length ?? 0) > 0).toBe(true);
            for (const error of body.errors ?? []) {
              expect(typeof error.message).toBe('string');
              expect(error.message).not.toBe(MASKED_CRASH);
              seen.push(String(error.message).slice(0, 60));
            }
          },
        ),
        { numRuns: RUNS_PER_MUTATION, seed: 13, endOnFailure: true },
      );
      expect(seen.length).toBeGreaterThan(0);
      expect(await storeInvariantProblems(server.db)).toEqual([]);
      expect((await new Shopper(server).ok(GET_CART)).cart.isEmpty).toBe(true);
    });
  }

  it('given bodies whose variables or query are of the wrong type, the answer is a 400 or a GraphQL error, never a 500', async () => {
    const bodies = [
      { query: 'mutation { addToCart(input: { productId: 101 }) { __typename } }', variables: 'x' },
      {
        query: 'mutation ($i: AddToCartInput!) { addToCart(input: $i) { __typename } }',
        variables: [1],
      },
      { query: 42 },
      { query: ['mutation'] },
      { query: null, variables: {} },
      { query: 'mutation { checkout(input: {}) { __typename } }', operationName: 7 },
      {
        query: 'mutation ($i: ID!) { removeItemsFromCart(input: { keys: [$i] }) { __typename } }',
        variables: { i: { nested: ['x'] } },
      },
    ];
    for (const body of bodies) {
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect([200, 400]).toContain(response.status);
      const answer = (await response.json()) as { errors?: { message: string }[] };
      expect(answer.errors?.[0]?.message).toBeTruthy();
      expect(answer.errors?.[0]?.message).not.toBe(MASKED_CRASH);
    }
    expect(await storeInvariantProblems(server.db)).toEqual([]);
  });
});
