import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@peptide/domain';
import { expect, test } from '@playwright/test';
import { freePort, type RunningProcess, startCommerce, startStorefront } from '../e2e/global-setup';

// A stock backend with WPGraphQL Offset Pagination 0.2 active, as seen on a real one: its
// `pageInfo.offsetPagination.total` answers 0 whatever the list holds. This file starts that
// backend (the upstream profile with the plugin emulated) and a storefront of its own.

let dataDir: string;
let commerce: RunningProcess | undefined;
let storefront: RunningProcess | undefined;

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storefront-offset-'));
  const storefrontPort = await freePort();
  commerce = await startCommerce({
    port: await freePort(),
    databasePath: join(dataDir, 'commerce.sqlite'),
    jwtSecret: randomBytes(32).toString('hex'),
    storefrontUrl: `http://127.0.0.1:${storefrontPort}`,
    env: { COMMERCE_UPSTREAM_OFFSET_PAGINATION: '1' },
  });
  storefront = await startStorefront({ port: storefrontPort, graphqlUrl: commerce.url });
});

test.afterAll(async () => {
  await storefront?.stop();
  await commerce?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

test('given Offset Pagination answering a total of 0 / the shop still counts its products, pages them and ends with a 404', async ({
  page,
}) => {
  await page.goto(`${storefront?.url}/shop`);
  const grid = page.getByRole('list', { name: 'Shop' });
  await expect(page.getByText('Showing 1–12 of 31 results')).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(12);
  await expect(page.getByText(MESSAGES.catalogNoProducts)).toHaveCount(0);
  await page.getByRole('link', { name: MESSAGES.pageLink(3) }).click();
  await expect(page.getByText('Showing 25–31 of 31 results')).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(7);
  expect((await page.request.get(`${storefront?.url}/shop?page=4`)).status()).toBe(404);
});
