import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import type { Page } from '@playwright/test';
import { createProvenCustomer, emailsTo, logInThroughApi, uniqueEmail } from './account';
import { expect, openHydrated, test } from './fixtures';
import { layoutProblems, SCREENS } from './layout/geometry';
import { recordActionPosts, recordOperations } from './operations';

test.describe.configure({ timeout: 60_000 });

const commerce = () => new URL(String(process.env.E2E_COMMERCE_URL)).origin;

/** The product's database id, asked of the commerce server. */
async function productId(slug: string): Promise<number> {
  const response = await fetch(`${commerce()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query ($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId } }',
      variables: { slug },
    }),
  });
  const body = (await response.json()) as { data: { product: { databaseId: number } } };
  return body.data.product.databaseId;
}

/** Sets a product's stock through the development route, as a restock would. */
async function setStock(id: number, quantity: number): Promise<void> {
  const response = await fetch(`${commerce()}/dev/stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productId: id, quantity }),
  });
  expect(response.ok).toBe(true);
}

const notifyForm = (page: Page) => page.getByRole('form', { name: MESSAGES.notifyMeTitle });

test('given a customer whose address is proven asking to be told / a restock sends one e-mail and the account tab shows it sent', async ({
  page,
}) => {
  const email = uniqueEmail('notify.me');
  await createProvenCustomer(email, 'correct horse battery');
  await logInThroughApi(page, email, 'correct horse battery');
  const id = await productId('dsip-5mg');
  try {
    await openHydrated(page, '/product/dsip-5mg');
    // With scripts the request is the form's post to the product page's action, no GraphQL.
    const requests = recordActionPosts(page, '/product/dsip-5mg');
    const operations = recordOperations(page);
    await expect(notifyForm(page).getByLabel('Email address')).toHaveValue(email);
    await notifyForm(page).getByRole('button', { name: MESSAGES.notifyMeButton }).click();
    await expect(page.getByText(MESSAGES.notifyMeSuccess)).toBeVisible();
    expect(requests.map((form) => [form.get('intent'), form.get('email')])).toEqual([
      ['notify', email],
    ]);
    expect(operations).not.toContain('RequestStockNotification');

    await openHydrated(page, '/my-account');
    await page.getByRole('tab', { name: 'Stock Notifications' }).click();
    const active = page.getByRole('table', { name: MESSAGES.notificationsActive });
    await expect(active).toContainText('DSIP 5mg');

    await setStock(id, 5);
    await setStock(id, 7);
    const mails = (await emailsTo(email)).filter(
      (mail) => mail.subject === SERVER_MESSAGES.backInStockSubject('DSIP 5mg'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.link).toContain('/product/dsip-5mg');

    await page.reload();
    await page.getByRole('tab', { name: 'Stock Notifications' }).click();
    const activity = page.getByRole('table', { name: MESSAGES.notificationsActivity });
    await expect(activity).toContainText('DSIP 5mg');
    await expect(activity).toContainText(MESSAGES.notificationStatus.SENT);
  } finally {
    await setStock(id, 0);
  }
});

test('given a guest asking to be told / nothing is active until the e-mailed link is confirmed on the page', async ({
  page,
}) => {
  const email = uniqueEmail('guest.notify');
  await openHydrated(page, '/product/tb-500-powder-1g');
  await notifyForm(page).getByLabel('Email address').fill(email);
  await notifyForm(page).getByRole('button', { name: MESSAGES.notifyMeButton }).click();
  await expect(page.getByText(MESSAGES.notifyMeConfirmEmail)).toBeVisible();

  const [confirmation] = await emailsTo(email);
  expect(confirmation?.link).toBeTruthy();
  const link = new URL(String(confirmation?.link));
  await openHydrated(page, `${link.pathname}${link.search}`);
  // Opening the link changes nothing (mail scanners open links); the button does.
  await page.getByRole('button', { name: MESSAGES.notificationConfirmButton }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.notificationConfirmed);

  await openHydrated(page, '/stock-notification?action=confirm&token=made-up');
  await page.getByRole('button', { name: MESSAGES.notificationConfirmButton }).click();
  await expect(page.getByText(MESSAGES.notificationLinkInvalid)).toBeVisible();
});

/** The message the e-mail field names as its description, or null. */
async function fieldMessage(page: Page): Promise<string | null> {
  const id = await notifyForm(page).getByLabel('Email address').getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

test('given a guest typing an address with nothing after the @ / the field says so and nothing is posted', async ({
  page,
}) => {
  await openHydrated(page, '/product/tb-500-powder-1g');
  const posts = recordActionPosts(page, '/product/tb-500-powder-1g');
  await notifyForm(page).getByLabel('Email address').fill('bad@');
  await notifyForm(page).getByRole('button', { name: MESSAGES.notifyMeButton }).click();
  await expect(notifyForm(page).getByLabel('Email address')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await fieldMessage(page)).toBe(MESSAGES.emailInvalid);
  expect(posts).toEqual([]);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('given an address with nothing after the @ / the page answers with the message at the field, the address kept, and nothing mailed', async ({
    page,
  }) => {
    await page.goto('/product/tb-500-powder-1g');
    await notifyForm(page).getByLabel('Email address').fill('bad@');
    await notifyForm(page).getByRole('button', { name: MESSAGES.notifyMeButton }).click();
    await expect(notifyForm(page).getByLabel('Email address')).toHaveValue('bad@');
    await expect(notifyForm(page).getByLabel('Email address')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await fieldMessage(page)).toBe(MESSAGES.emailInvalid);
    expect(await emailsTo('bad@')).toEqual([]);
  });
});

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('given a product out of stock / the form sits under the quantity and the disabled button, in their column, and fits the screen', async ({
      page,
    }) => {
      await openHydrated(page, '/product/dsip-5mg');
      const form = notifyForm(page);
      await expect(form).toBeVisible();
      const quantity = await page.getByLabel('Quantity').boundingBox();
      const button = await page
        .getByRole('region', { name: 'DSIP 5mg' })
        .getByRole('button', { name: MESSAGES.outOfStock })
        .boundingBox();
      const box = await form.boundingBox();
      if (!quantity || !button || !box) throw new Error('the quantity, button or form has no box');
      expect(box.x).toBeCloseTo(quantity.x, 0);
      expect(box.y).toBeGreaterThan(button.y + button.height);
      expect(box.x + box.width).toBeLessThanOrEqual(screen.viewport.width);
      expect(await layoutProblems(page, ['main form'])).toEqual([]);
    });
  });
}
