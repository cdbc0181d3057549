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
