import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';
import { type RunningShop, startShop } from './global-setup';
import { HOSTILE_MARK, HOSTILE_PATHS, writeHostileContent } from './hostile-content';

// A shop of its own: the hostile content would change what the other specs' pages show.
test.describe.configure({ mode: 'default' });

let shop: RunningShop;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startShop(writeHostileContent);
});

test.afterAll(async () => {
  await shop?.stop();
});

/** What the attacks recorded, if any ran. */
const ran = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xss?: string[] }).__xss ?? []);

/** Attributes inside the main content that could run script, and elements that could. */
const dangerous = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('main *')) {
      if (element.matches('script, iframe, object, embed, style, base')) {
        found.push(element.tagName);
      }
      for (const attribute of element.attributes) {
        if (
          /^on/i.test(attribute.name) ||
          /^\s*(javascript|data|vbscript):/i.test(attribute.value)
        ) {
          found.push(`${element.tagName} ${attribute.name}="${attribute.value}"`);
        }
      }
    }
    return found;
  });

/** Hovers and clicks everything the attacks offered a shopper. */
async function poke(page: Page) {
  for (const text of [
    'Hover or click me.',
    'A javascript link',
    'A mixed case link',
    'An entity link',
    'A data link',
  ]) {
    const target = page.getByText(text, { exact: true }).locator('visible=true').first();
    if ((await target.count()) === 0) continue;
    await target.hover();
    await target.click();
  }
}

for (const [kind, path] of Object.entries(HOSTILE_PATHS) as [
  keyof typeof HOSTILE_PATHS,
  string,
][]) {
  test(`given a ${kind} seeded with scripts, handlers and javascript: links / it renders inert`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openHydrated(page, `${shop.storefrontUrl}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(HOSTILE_MARK[kind])).toBeAttached();
    await expect(page.getByText('Plain text before the attacks.').first()).toBeAttached();
    await poke(page);
    expect(page.url()).toBe(`${shop.storefrontUrl}${path}`);
    expect(await dangerous(page)).toEqual([]);
    expect(await ran(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('given a hostile post reached by client navigation / its content renders inert too', async ({
  page,
}) => {
  await openHydrated(page, `${shop.storefrontUrl}/blog`);
  // The card's title holds markup as text: React shows it, never parses it.
  await expect(page.getByText('Storing peptides <img src=x onerror=').first()).toBeVisible();
  await page.locator(`a[href$="storing-peptides-in-the-lab"]`).first().click();
  await expect(page.getByText(HOSTILE_MARK.post)).toBeAttached();
  await poke(page);
  expect(await dangerous(page)).toEqual([]);
  expect(await ran(page)).toEqual([]);
});
