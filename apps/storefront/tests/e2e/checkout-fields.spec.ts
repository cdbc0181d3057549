import { EMAIL_MAX_LENGTH, MESSAGES, PHONE_MAX_LENGTH } from '@peptide/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';
import { addFromProductPage, fillBilling } from './shopping';

test.describe.configure({ timeout: 90_000 });

/** Whether the element is inside the viewport and below the sticky header's actual box. */
async function clearOfHeader(page: Page, element: Locator) {
  const header = await page.getByRole('banner').first().boundingBox();
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!header || !box || !viewport) return false;
  return box.y >= header.y + header.height && box.y + box.height <= viewport.height;
}

test('given a 44-character e-mail and a double-barrelled name over 30 characters / the order is placed with both in full', async ({
  page,
}) => {
  const email = `ada.lovelace-byron.${Date.now()}@analytical-engine.org`;
  const lastName = 'Montgomery-Featherstonehaugh-Smythe';
  expect(email.length).toBeGreaterThanOrEqual(40);
  expect(lastName.length).toBeGreaterThan(30);
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await openHydrated(page, '/checkout');
  await fillBilling(page, { 'Email address': email, 'Last name': lastName });
  const billing = page.getByRole('region', { name: 'Billing details' });
  await expect(billing.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await expect(billing.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);
  await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: MESSAGES.placeOrder }).click();
  await page.waitForURL(/\/pay\/\d+\?key=/);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`given only the e-mail invalid at ${viewport.width}x${viewport.height} / Place Order focuses the e-mail, in view below the sticky header, and announces the errors`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await addFromProductPage(page, 'bpc-157-5mg', 1);
    await openHydrated(page, '/checkout');
    await fillBilling(page, { 'Email address': 'ada@' });
    await page.getByRole('radio', { name: /Pay with Bitcoin/ }).check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    const placeOrder = page.getByRole('button', { name: MESSAGES.placeOrder });
    await placeOrder.scrollIntoViewIfNeeded();
    await placeOrder.click();
    const emailInput = page
      .getByRole('region', { name: 'Billing details' })
      .getByRole('textbox', { name: 'Email address' });
    await expect(emailInput).toBeFocused();
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => clearOfHeader(page, emailInput)).toBe(true);
    await expect(page.getByText(MESSAGES.emailInvalid)).toBeInViewport();
    await expect(
      page.getByRole('alert').filter({ hasText: MESSAGES.checkoutErrorSummary(1) }),
    ).toHaveCount(1);
  });
}

test('given Germany as billing country / a German phone number is formatted the German way', async ({
  page,
}) => {
  await addFromProductPage(page, 'bpc-157-5mg', 1);
  await openHydrated(page, '/checkout');
  const billing = page.getByRole('region', { name: 'Billing details' });
  await billing.getByRole('combobox', { name: /Country/ }).selectOption('DE');
  const phone = billing.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toHaveAttribute('maxlength', String(PHONE_MAX_LENGTH));
  await phone.pressSequentially('030123456789');
  await expect(phone).toHaveValue('030 123456789');
  await phone.fill('');
  await phone.pressSequentially('+4915123456789');
  await expect(phone).toHaveValue('+49 1512 3456789');
});

test('given the newsletter route / a 44-character address is forwarded and one over 254 refused', async ({
  request,
}) => {
  const email = `lab.${Date.now()}@analytical-engine-research.example.org`;
  expect(email.length).toBeGreaterThanOrEqual(40);
  expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201);
  const tooLong = `${'a'.repeat(EMAIL_MAX_LENGTH - 10)}@example.eu`;
  const refused = await request.post('/api/newsletter', { data: { email: tooLong } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ message: MESSAGES.emailInvalid });
});
