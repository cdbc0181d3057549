import { SESSION_HEADER } from '@peptide/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { inputValue, MASKED_CRASH, type Mode, operationOf } from '../testing/hostile-variables';
import { storeInvariantProblems } from '../testing/invariants';
import { ADD_TO_CART, GET_CART, REGISTER, SEEDED, Shopper } from '../testing/shopper';
import { startServer } from '../testing/test-server';
import { buildSchema } from './schema';

/** Cases tried per mutation; with 16 mutations the file stays well under 30 s on 2 cores. */
const RUNS_PER_MUTATION = 20;

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
      'changeAccountCredentials',
      'checkout',
      'confirmStockNotification',
      'emptyCart',
      'getAvailableShippingMethods',
      'initiateBitcoinPayment',
      'initiateCryptoPayment',
      'login',
      'logout',
      'refreshJwtAuthToken',
      'refreshToken',
      'registerCustomer',
      'removeCoupons',
      'removeItemsFromCart',
      'requestStockNotification',
      'resetPasswordWithToken',
      'resetUserPassword',
      'sendPasswordResetEmail',
      'sendReactResetPasswordEmail',
      'setPaymentMethod',
      'updateCustomer',
      'updateItemQuantities',
      'updateShippingMethod',
      'updateUser',
      'writeReview',
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
});
