import { expect, openHydrated, test } from './fixtures';
import { networkSettled } from './network';

test('given a first visit / the browser sends no GetCart request', async ({ page }) => {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/graphql')) return;
    const body = request.postData() ?? '';
    operations.push(/"operationName"\s*:\s*"(\w+)"/.exec(body)?.[1] ?? body);
  });
  await openHydrated(page, '/');
  await networkSettled(page);
  await page.getByRole('link', { name: 'Shop all products' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await networkSettled(page);
  expect(operations).not.toContain('GetCart');
});
