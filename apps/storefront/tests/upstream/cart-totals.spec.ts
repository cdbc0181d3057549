import { MESSAGES } from '@peptide/domain';
import { expect, openHydrated, test } from '../e2e/fixtures';
import { addFromProductPage } from '../e2e/shopping';

test('given a stock backend and a line removed while its answer is slow / the total shown is always one the backend answered, and the box says it is updating', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 2);
  await addFromProductPage(page, 'tb-500-5mg', 1);
  await openHydrated(page, '/cart');
  const box = page.getByRole('region', { name: 'Cart Total' });
  const total = box
    .locator('dt', { hasText: /^Total$/ })
    .locator('xpath=..')
    .locator('dd');
  const totalOf = async () => ((await total.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const before = await totalOf();
  // The removal's answer is held back, so any total the page computed itself would show now.
  await page.route(/\/cart(\.data)?(\?.*)?$/, async (route) => {
    if (route.request().method() === 'POST') await new Promise((done) => setTimeout(done, 2_500));
    await route.continue();
  });
  await page.getByRole('button', { name: /Remove TB-500 5mg/ }).click();
  const seen = new Set<string>();
  const notes = new Set<string>();
  for (let i = 0; i < 30; i++) {
    seen.add(await totalOf());
    // Read at one moment: while busy, the box says it is updating.
    const state = await box.evaluate((element) => ({
      busy: element.getAttribute('aria-busy') === 'true',
      note: element.querySelector('[role="status"]')?.textContent ?? '',
    }));
    if (state.busy) notes.add(state.note);
    await page.waitForTimeout(100);
  }
  await expect(box).toHaveAttribute('aria-busy', 'false');
  const after = await totalOf();
  expect([...notes]).toEqual([MESSAGES.totalsUpdating]);
  // The backend's own answer, read again by the server: the shown total after the change.
  await page.unrouteAll();
  await page.reload();
  expect(await totalOf()).toBe(after);
  expect([...seen].filter((total) => total !== before && total !== after)).toEqual([]);
});

test('given a stock backend without the insurance product / the checkout offers no insurance', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await openHydrated(page, '/checkout');
  await expect(page.getByRole('checkbox', { name: /Premium shipping insurance/ })).toHaveCount(0);
  await expect(page.getByText('No product found matching the ID provided')).toHaveCount(0);
});

test('given a stock backend and a mini cart change whose answer is slow / the mini cart shows the backend subtotals only, said to be updating meanwhile', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  const sheet = page.getByRole('dialog', { name: 'Your Cart' });
  // The sheet opens by itself once the add is answered; a shopper who missed it opens it.
  const opened = await sheet
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!opened) await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(sheet).toBeVisible();
  const totals = sheet.locator('dl').last();
  const subtotalOf = async () =>
    ((await totals.locator('dd').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const before = await subtotalOf();
  await page.route(/\/cart(\.data)?(\?.*)?$/, async (route) => {
    if (route.request().method() === 'POST') await new Promise((done) => setTimeout(done, 2_500));
    await route.continue();
  });
  await sheet.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(totals).toHaveAttribute('aria-busy', 'true');
  await expect(totals.getByRole('status')).toHaveText(MESSAGES.totalsUpdating);
  expect(await subtotalOf()).toBe(before);
  await expect(totals).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await expect(totals.getByRole('status')).toHaveCount(0);
  expect(await subtotalOf()).not.toBe(before);
});
