import { expect, openHydrated, test } from './fixtures';
import { networkSettled } from './network';
import { addFromProductPage, placeOrder } from './shopping';

test.describe.configure({ timeout: 60_000 });

test('given a phone / the payment page fits the screen and loads without a failed request or a console error', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addFromProductPage(page, 'tb-500-5mg', 1);
  await openHydrated(page, '/checkout');
  await placeOrder(page);
  await page.waitForURL(/\/pay\/\d+\?key=/);

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  await page.reload();
  await networkSettled(page);

  await expect(page.getByRole('button', { name: 'Confirm payment' })).toBeVisible();
  const geometry = await page.evaluate(() => {
    const card = document.querySelector('main')?.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      left: card?.left ?? -1,
      right: card?.right ?? Number.POSITIVE_INFINITY,
    };
  });
  expect(geometry.scrollWidth).toBeLessThanOrEqual(geometry.clientWidth);
  expect(geometry.left).toBeGreaterThanOrEqual(0);
  expect(geometry.right).toBeLessThanOrEqual(geometry.clientWidth);
  expect(problems).toEqual([]);
});

test("given the payment page / it paints with the shop's Inter, loaded from the commerce server under its own policy", async ({
  page,
}) => {
  await addFromProductPage(page, 'tb-500-5mg', 1);
  await openHydrated(page, '/checkout');
  // The commerce server's fonts (the storefront's own come from its assets).
  const fonts: { url: string; status: number; type: string | undefined }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === 'font' && pathname.startsWith('/fonts/')) {
      fonts.push({
        url: pathname,
        status: response.status(),
        type: response.headers()['content-type'],
      });
    }
  });
  await placeOrder(page);
  await page.waitForURL(/\/pay\/\d+\?key=/);
  await expect(page.getByRole('button', { name: 'Confirm payment' })).toBeVisible();
  const painted = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      family: getComputedStyle(document.body).fontFamily,
      loaded: [...document.fonts].some(
        (face) => face.family.replace(/['"]/g, '') === 'Inter Variable' && face.status === 'loaded',
      ),
    };
  });
  expect(painted).toEqual({ family: '"Inter Variable", sans-serif', loaded: true });
  expect(fonts).toEqual([
    {
      url: expect.stringMatching(/^\/fonts\/inter-latin-[0-9a-f]{16}\.woff2$/),
      status: 200,
      type: 'font/woff2',
    },
  ]);
});
