import { MESSAGES } from '@peptide/domain';
import { expect, type Page } from '@playwright/test';
import { createCustomer, logIn, uniqueEmail } from '../account';
import { openHydrated, test } from '../fixtures';
import { addFromProductPage, placeOrder } from '../shopping';
import { CHECKED_PARTS, layoutProblems } from './geometry';

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * Text enlarged to 200 % (the root font size, as a reader's browser setting does) with the
 * window unchanged: every control of the header and of checkout stays whole, inside the window,
 * and wide enough to read what is typed into it (WCAG 1.4.4).
 */
test('given text at 200 % on checkout / the header and every checkout control stay usable', async ({
  page,
}) => {
  await openHydrated(page, '/product/selank-10mg');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByText(MESSAGES.addedToCart)).toBeVisible();
  await openHydrated(page, '/checkout');
  await expect(page.getByRole('table', { name: 'Your order' })).toContainText('Selank');
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  await page.waitForTimeout(300);

  expect(await layoutProblems(page, CHECKED_PARTS)).toEqual([]);
  const cramped = await page.evaluate(() => {
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const problems: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'header a, header button, main input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), main select, main button, form[role="search"] input',
    );
    for (const control of controls) {
      if (control.getClientRects().length === 0) continue;
      const box = control.getBoundingClientRect();
      const name =
        control.getAttribute('aria-label') ??
        control.getAttribute('name') ??
        control.textContent?.trim().slice(0, 30);
      if (box.left < 0 || box.right > document.documentElement.clientWidth) {
        problems.push(
          `${name} leaves the window (${Math.round(box.left)}..${Math.round(box.right)})`,
        );
      }
      // A text field shows at least six characters of what is typed into it.
      if (control.matches('input, select') && box.width < 6 * (rem / 2)) {
        problems.push(`${name} is ${Math.round(box.width)} px wide`);
      }
      if (control.scrollWidth > control.clientWidth + 1 && !control.matches('input, select')) {
        problems.push(`${name} is cut: ${control.clientWidth} px for ${control.scrollWidth} px`);
      }
    }
    const logo = document.querySelector<HTMLElement>('header a[aria-label$=", home"]');
    if (logo && logo.scrollWidth > logo.clientWidth + 1) problems.push('the logo is cut');
    return problems;
  });
  expect(cramped).toEqual([]);
});

/** How far the page reaches past the window's right edge, and what reaches there first. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Text only for screen readers (a phone table's column headings) is clipped out of sight.
    const clipped = (element: HTMLElement) => {
      for (let at: HTMLElement | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.position === 'absolute' && style.clip !== 'auto') return true;
      }
      return false;
    };
    const past = [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => element.getClientRects().length > 0 && !clipped(element))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => (element.parentElement?.getBoundingClientRect().right ?? 0) <= width + 1)
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 30)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, width, past };
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('given text at 200 % / checkout and My Orders stay within the window', async ({ page }) => {
    const email = uniqueEmail('text-zoom');
    await createCustomer(email, 'lab-bench-42');
    await logIn(page, email, 'lab-bench-42');
    await addFromProductPage(page, 'selank-10mg', 1);
    await openHydrated(page, '/checkout');
    await expect(page.getByRole('table', { name: 'Your order' })).toContainText('Selank');
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await expect.poll(() => sidewaysOverflow(page)).toMatchObject({ scrollWidth: 390, past: [] });
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '';
    });
    await placeOrder(page, /Pay with Bitcoin/);
    await page.waitForURL(/\/pay\/\d+/);
    await openHydrated(page, '/my-orders');
    await expect(page.getByRole('table')).toBeVisible();
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await expect.poll(() => sidewaysOverflow(page)).toMatchObject({ scrollWidth: 390, past: [] });
  });
});
