import { MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from './fixtures';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every card’s action label is whole, never cut', async ({ page }) => {
      await openHydrated(page, '/shop');
      const labels = page
        .getByRole('main')
        .locator('article a span span, article button span span');
      await expect(labels.first()).toBeVisible();
      const cut = await labels.evaluateAll((spans) =>
        spans
          .filter((span) => span.scrollWidth > span.clientWidth + 1)
          .map((span) => span.textContent),
      );
      expect(cut).toEqual([]);
    });

    test('the size picker is labelled Size, and a sold-out size can be chosen and offers Notify me', async ({
      page,
    }) => {
      await openHydrated(page, '/product/tesamorelin');
      const picker = page.getByRole('combobox', { name: /^Size/ });
      await expect(picker.locator('option', { hasText: 'Choose an option' })).toHaveCount(1);
      await picker.selectOption({ label: `20mg (${MESSAGES.outOfStock})` });
      const buyBox = page.locator('form', { has: picker });
      await expect(buyBox.getByRole('button', { name: MESSAGES.outOfStock })).toBeDisabled();
      await expect(page.getByRole('textbox', { name: /e-?mail/i })).toBeVisible();
      await picker.selectOption({ label: '5mg' });
      await expect(
        buyBox.getByRole('button', { name: MESSAGES.addToCart, exact: true }),
      ).toBeEnabled();
    });
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the size picker is labelled Size and lists the sold-out size as one to choose', async ({
    page,
  }) => {
    await page.goto('/product/tesamorelin');
    const option = page
      .getByRole('combobox', { name: /^Size/ })
      .locator('option', { hasText: `20mg (${MESSAGES.outOfStock})` });
    await expect(option).toHaveCount(1);
    await expect(option).not.toBeDisabled();
  });
});
