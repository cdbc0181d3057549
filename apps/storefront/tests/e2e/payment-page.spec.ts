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
