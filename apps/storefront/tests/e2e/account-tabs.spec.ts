import { createCustomer, logInThroughApi, uniqueEmail } from './account';
import { expect, openHydrated, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const TABS = [
  'Dashboard',
  'My Orders',
  'Downloads',
  'Stock Notifications',
  'Addresses',
  'Account details',
];

test('given a phone at 390x844 / each account tab brings its panel heading into view below the sticky header', async ({
  page,
}) => {
  const email = uniqueEmail('barbara.mcclintock');
  await createCustomer(email, 'lab-bench-42');
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughApi(page, email, 'lab-bench-42');
  await openHydrated(page, '/my-account');
  for (const label of TABS) {
    await page.getByRole('tab', { name: label }).click();
    const heading = page.getByRole('tabpanel', { name: label }).getByRole('heading', {
      level: 2,
      name: label,
    });
    await expect
      .poll(async () => {
        const header = await page.getByRole('banner').first().boundingBox();
        const box = await heading.boundingBox();
        if (!header || !box) return `missing ${label}`;
        if (box.y < header.y + header.height) return `${label} under the header`;
        if (box.y + box.height > 844) return `${label} below the viewport`;
        return 'in view';
      })
      .toBe('in view');
  }
});
