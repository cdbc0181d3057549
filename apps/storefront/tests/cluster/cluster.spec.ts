import { MESSAGES, SESSION_HEADER } from '@peptide/domain';
import { expect, openHydrated, test } from '../e2e/fixtures';
import { addFromProductPage, placeOrder } from '../e2e/shopping';
import type { Delivery } from './mail-sink';

const graphqlUrl = () => process.env.E2E_COMMERCE_URL ?? '';

/** Answers are read field by field and asserted, so they are loosely typed on purpose. */
// biome-ignore lint/suspicious/noExplicitAny: see above
type Loose = Record<string, any>;

/** One GraphQL request through the balancer, with the instance that answered it. */
async function send(query: string, headers: Record<string, string> = {}, variables = {}) {
  const response = await fetch(graphqlUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Loose; errors?: unknown[] };
  return {
    servedBy: response.headers.get('x-served-by'),
    session: response.headers.get(SESSION_HEADER),
    ...body,
  };
}

const count = (values: (string | null)[], value: string) =>
  values.filter((v) => v === value).length;

test('given two instances behind the balancer, one shopper’s requests alternate and the cart loses nothing', async () => {
  const servedBy: (string | null)[] = [];
  let session = '';
  for (let add = 1; add <= 10; add++) {
    const answer = await send(
      'mutation { addToCart(input: { productId: 101, quantity: 1 }) { cart { contents { itemCount } } } }',
      session ? { [SESSION_HEADER]: `Session ${session}` } : {},
    );
    session ||= answer.session ?? '';
    servedBy.push(answer.servedBy);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.addToCart.cart.contents.itemCount).toBe(add);
  }
  // Round robin with no stickiness: the instances take turns (a request of the storefront's own
  // may slip in between, so each is held to most of its share rather than exactly half).
  expect(count(servedBy, 'instance-1')).toBeGreaterThanOrEqual(4);
  expect(count(servedBy, 'instance-2')).toBeGreaterThanOrEqual(4);
});

test('given a login on one instance, every instance honours its token', async () => {
  const email = `cluster-${Date.now()}@example.com`;
  const registered = await send(
    'mutation ($email: String!) { registerCustomer(input: { email: $email, password: "Str0ng-pass-phrase" }) { authToken } }',
    {},
    { email },
  );
  const token = registered.data?.registerCustomer.authToken as string;
  expect(token).toBeTruthy();
  const servedBy: (string | null)[] = [];
  for (let ask = 0; ask < 4; ask++) {
    const answer = await send('{ customer { email } }', { authorization: `Bearer ${token}` });
    expect(answer.data?.customer.email).toBe(email);
    servedBy.push(answer.servedBy);
  }
  expect(new Set(servedBy)).toEqual(new Set(['instance-1', 'instance-2']));
});

// The browser speaks to the storefront's relay, which speaks to the balancer: which instance
// served each operation stays on the server (the round robin itself is the first test's).
test('given a shopper buying through the storefront on the balanced instances, her order is placed and each of her e-mails is sent once', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 2);
  await addFromProductPage(page, 'selank-10mg', 1);
  await openHydrated(page, '/cart');
  await expect(page.getByRole('link', { name: /BPC-157/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Selank/ }).first()).toBeVisible();
  await openHydrated(page, '/checkout');
  const email = `buyer-${Date.now()}@example.com`;
  await placeOrder(page, /Pay with Crypto/, { 'Email address': email });
  await page.waitForURL(/\/pay\/\d+\?key=/);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.waitForURL(/\/order-summary\/\d+$/);
  await expect(page.getByText(MESSAGES.orderReceived)).toBeVisible();

  const mailed = async () => {
    const deliveries = (await (
      await fetch(process.env.E2E_MAIL_DELIVERIES_URL ?? '')
    ).json()) as Delivery[];
    return deliveries.filter((delivery) => delivery.to === email);
  };
  // Two messages: the order's confirmation and, after Confirm payment, its receipt.
  await expect.poll(async () => (await mailed()).length, { timeout: 15_000 }).toBe(2);
  // Both instances keep draining; a repeat of either would arrive within a few polls.
  await page.waitForTimeout(3000);
  const deliveries = await mailed();
  expect(deliveries).toHaveLength(2);
  expect(new Set(deliveries.map((delivery) => delivery.key)).size).toBe(2);
  expect(deliveries.map((delivery) => delivery.subject)).toContainEqual(
    expect.stringMatching(/^Payment received for order #\d+$/),
  );
});
