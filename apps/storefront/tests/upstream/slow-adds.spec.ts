import { sendOperation } from '@peptide/test-support/client';
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { answerOverlays, openHydrated } from '../e2e/fixtures';
import { freePort, type RunningProcess, startStorefront } from '../e2e/global-setup';
import { type RecordingBackend, recordingBackend } from './recording-backend';

// A new shopper on a slow stock backend (each Add to cart answered after 2.5 s, as seen on a
// real WooCommerce under load) adds three products from three product pages, leaving each about
// a second after its Add to cart: every add the page showed must be in the cart. Before, each
// add left without the session cookie the one before would bring, and WooCommerce opened a
// session (a cart) for each.

const ADD_DELAY_MS = 2_500;

let backend: RecordingBackend;
let storefront: RunningProcess;

test.beforeAll(async () => {
  backend = await recordingBackend(process.env.E2E_COMMERCE_URL ?? '', {
    delayOf: (name) => (name === 'AddToCart' ? ADD_DELAY_MS : 0),
  });
  storefront = await startStorefront({ port: await freePort(), graphqlUrl: backend.url });
});

test.afterAll(async () => {
  await storefront?.stop();
  await backend?.stop();
});

/** The names of the session's cart lines, as `/api/shopper` answers them to this browser. */
async function cartNames(request: APIRequestContext): Promise<string[]> {
  const answer = (await (await request.get(`${storefront.url}/api/shopper`)).json()) as {
    contents: { contents: { nodes: { product: { node: { name: string } } }[] } } | null;
  };
  return (answer.contents?.contents.nodes ?? []).map((line) => line.product.node.name).sort();
}

test('given a slow backend / three adds from three product pages left a second after each are all in the cart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const listed = await sendOperation<{ products: { nodes: { name: string }[] } }>(
    process.env.E2E_COMMERCE_URL ?? '',
    'query { products(first: 3, where: { type: SIMPLE, stockStatus: IN_STOCK }) { nodes { name } } }',
    {},
  );
  const names = (listed.data?.products.nodes ?? []).map((product) => product.name);
  expect(names).toHaveLength(3);
  await answerOverlays(page);
  await openHydrated(page, `${storefront.url}/shop`);
  // The mini cart opens when an add's answer arrives, over whatever page the shopper is on then;
  // they close it and go on.
  const closeMiniCart = async () => {
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible()) await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  const tap = (locator: Locator) =>
    expect(async () => {
      await closeMiniCart();
      await locator.click({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  for (const name of names) {
    await tap(page.getByRole('article', { name }).getByRole('link').first());
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await tap(page.getByRole('button', { name: 'Add to cart', exact: true }).first());
    await page.waitForTimeout(1_000);
    await closeMiniCart();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/shop');
  }
  await expect.poll(() => cartNames(page.request), { timeout: 30_000 }).toEqual([...names].sort());
});
