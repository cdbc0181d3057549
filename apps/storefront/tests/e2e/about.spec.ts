import { expect, openHydrated, test } from './fixtures';

/** What the legal notice must state, label to value. */
const FACTS: [string, RegExp][] = [
  ['Company', /Peptide Lab GmbH/],
  ['Address', /Berlin/],
  ['Commercial register', /HRB \d+/],
  ['VAT ID', /^DE\d{9}$/],
  ['Managing director', /\w+/],
  ['E-mail', /@/],
  ['Phone', /^\+\d[\d ]+$/],
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('given the footer’s About Us / it opens the legal notice with the company’s details, cacheable', async ({
      page,
    }) => {
      await openHydrated(page, '/');
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await footer.getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      const answer = await page.request.get('/about');
      expect(answer.headers()['cache-control']).toContain('s-maxage');
      const main = page.getByRole('main');
      for (const [label, value] of FACTS) {
        await expect(main.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(value);
      }
      await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(main.getByRole('link', { name: /^\+\d/ })).toHaveAttribute(
        'href',
        /^tel:\+\d+$/,
      );
      await expect(main).toContainText('laboratory and research use only');
      const fits = await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
      expect(fits).toBe(true);
    });
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280]) {
    test(`given /about at ${width} px / the server's page states the legal notice`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto('/about');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/About Us/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: 'Legal notice' })).toBeVisible();
      for (const [label, value] of FACTS) {
        await expect(main.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(value);
      }
    });
  }
});

test('given /sitemap.xml / it lists /about', async ({ page, baseURL }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/about</loc>`);
});
