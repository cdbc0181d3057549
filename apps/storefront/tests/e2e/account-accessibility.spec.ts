import { ACCOUNT_TABS } from '../../app/account/accountTabs';
import { createCustomer, logInThroughApi, uniqueEmail } from './account';
import { seriousViolations } from './axe';
import { expect, openHydrated, test } from './fixtures';
import { networkSettled } from './network';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'lab-bench-42';

test('given the account screens / axe finds no serious or critical violation on any of them', async ({
  page,
}) => {
  for (const path of ['/auth', '/lost-password', '/reset-password?email=a%40b.nl&token=t']) {
    await openHydrated(page, path);
    await page.getByRole('form').first().waitFor();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  const email = uniqueEmail('dorothy.hodgkin');
  await createCustomer(email, PASSWORD);
  await logInThroughApi(page, email, PASSWORD);
  for (const tab of ACCOUNT_TABS) {
    await openHydrated(page, `/my-account?tab=${tab}`);
    await page.getByRole('tabpanel').waitFor();
    await networkSettled(page);
    expect(await seriousViolations(page), tab).toEqual([]);
  }
});
