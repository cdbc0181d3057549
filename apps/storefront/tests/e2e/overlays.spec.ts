import { MESSAGES, TIMINGS } from '@peptide/domain';
import { STORAGE_KEYS } from '@peptide/sdk';
import type { Locator, Page } from '@playwright/test';
import { expect, openHydrated, firstVisitTest as test } from './fixtures';

// A first visit: nothing stored, so the age gate and the newsletter decide for themselves. The
// page's clock is installed so the 3 s and 13 s delays can be fast-forwarded.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

const gate = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: 'Age Verification' });

/**
 * Moves a paused clock on in small steps until `part` shows, at most `ms` of page time: an
 * overlay mounts when its timer fires, and React reveals a part whose code has just arrived on a
 * timer of its own, which a paused clock would hold forever.
 */
async function advanceUntilShown(page: Page, part: Locator, ms = 1000) {
  for (let spent = 0; spent < ms && !(await part.isVisible()); spent += 50) {
    await page.clock.runFor(50);
  }
  await expect(part).toBeVisible();
}

test('given a first visit / the age gate opens after 3 s and Escape does not close it', async ({
  page,
}) => {
  // Paused before the page loads: only fast-forwarding moves the delay, not a slow machine's load.
  await page.clock.pauseAt(Date.now() + 60_000);
  await openHydrated(page, '/');
  await page.clock.fastForward(TIMINGS.ageGateDelay - 500);
  await expect(gate(page)).toHaveCount(0);
  await page.clock.fastForward(600);
  await advanceUntilShown(page, gate(page));
  await page.keyboard.press('Escape');
  await expect(gate(page)).toBeVisible();
});

test('given Agree / the gate closes, is remembered, and stays closed after a reload', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await page.clock.fastForward(TIMINGS.ageGateDelay + 100);
  await gate(page).getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(gate(page)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.ageVerified)).toBe(
    'true',
  );
  await openHydrated(page, '/shop');
  await page.clock.fastForward(TIMINGS.ageGateDelay + 100);
  await expect(gate(page)).toHaveCount(0);
});

test('given Disagree / the under-21 message replaces the buttons and the answer is remembered', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await page.clock.fastForward(TIMINGS.ageGateDelay + 100);
  await gate(page).getByRole('button', { name: 'Disagree' }).click();
  await expect(gate(page).getByRole('alert')).toHaveText(MESSAGES.underage);
  await expect(gate(page).getByRole('button', { name: 'Agree', exact: true })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.ageVerified)).toBe(
    'false',
  );
  await openHydrated(page, '/');
  await page.clock.fastForward(TIMINGS.ageGateDelay + 100);
  await expect(gate(page)).toHaveCount(0);
});

test.describe('the newsletter offer', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.ageVerified);
  });

  const offer = (page: import('@playwright/test').Page) =>
    page.getByRole('dialog', { name: 'Stay in the loop' });

  test('given a verified age / it opens after 13 s, and closing it is remembered', async ({
    page,
  }) => {
    await page.clock.pauseAt(Date.now() + 60_000);
    await openHydrated(page, '/');
    await page.clock.fastForward(TIMINGS.newsletterDelay - 1000);
    await expect(offer(page)).toHaveCount(0);
    await page.clock.fastForward(1100);
    await advanceUntilShown(page, offer(page));
    await offer(page).getByRole('button', { name: /Close/ }).click();
    await expect(offer(page)).toHaveCount(0);
    await openHydrated(page, '/');
    await page.clock.fastForward(TIMINGS.newsletterDelay + 100);
    await expect(offer(page)).toHaveCount(0);
  });

  test('given an address / it subscribes through the storefront route and thanks the shopper', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, '/');
    await page.clock.fastForward(TIMINGS.newsletterDelay + 100);
    await offer(page).getByRole('textbox', { name: 'Email address' }).fill('lab@example.org');
    await offer(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(MESSAGES.subscribed)).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    expect(posts).toContain('/api/newsletter');
    expect(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.emailSubscribed),
    ).toBe('true');
  });

  test('given an address already subscribed / it thanks the shopper as for a new one, telling no one who is subscribed', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await page.clock.fastForward(TIMINGS.newsletterDelay + 100);
    const email = 'twice@example.org';
    expect((await page.request.post('/api/newsletter', { data: { email } })).status()).toBe(201);
    await offer(page).getByRole('textbox', { name: 'Email address' }).fill(email);
    await offer(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(MESSAGES.subscribed)).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });
});
