import { expect } from '@playwright/test';
import { seriousViolations } from '../axe';
import { test } from '../fixtures';
import { CHECKED_PARTS, changing, layoutProblems, SCREENS, settle, watchErrors } from './geometry';

/**
 * Every page a shopper reaches without buying, as a returning visitor sees it. Stateful pages
 * (cart, checkout, payment, order, account) are in `journey.spec.ts`, the overlays in
 * `overlays.spec.ts`.
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop' },
  { name: 'category', path: '/product-category/peptides' },
  { name: 'product-simple', path: '/product/bpc-157-5mg' },
  { name: 'product-variable', path: '/product/retatrutide' },
  { name: 'coas', path: '/coas' },
  { name: 'faqs', path: '/faqs' },
  { name: 'blog', path: '/blog' },
  { name: 'post', path: '/post/how-to-reconstitute-research-peptides' },
  { name: 'search', path: '/search' },
  { name: 'search-results', path: '/search?q=retatrutdie' },
  { name: 'contact', path: '/contact' },
  { name: 'how-to-pay', path: '/how-to-pay' },
  { name: 'about', path: '/about' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'auth', path: '/auth' },
  { name: 'lost-password', path: '/lost-password' },
  { name: 'not-found', path: '/no-such-page', expected: [/no-such-page/] },
] as const;

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    for (const { name, path, ...rest } of PAGES) {
      test(`given ${path} / it fits the screen, loads without errors, passes axe and looks as approved`, async ({
        page,
      }) => {
        const errors = watchErrors(page, 'expected' in rest ? rest.expected : []);
        await page.goto(path);
        await settle(page);
        expect(await layoutProblems(page, CHECKED_PARTS)).toEqual([]);
        expect(errors).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
        await expect(page).toHaveScreenshot(`${name}-${screen.name}.png`, { mask: changing(page) });
      });
    }
  });
}
