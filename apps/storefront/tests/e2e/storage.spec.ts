import { MESSAGES } from '@peptide/domain';
import { STORAGE_KEYS } from '@peptide/sdk';
import { CHECKOUT_DRAFT_KEY } from '../../app/checkout/checkoutDraft';
import { expect, firstVisitTest as test } from './fixtures';
import { networkSettled } from './network';

/** The pages a shopper lands on; each must render whatever the browser kept. */
const PAGES = ['/', '/shop', '/product/bpc-157-5mg', '/cart', '/checkout', '/my-account'];

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A login token nobody issued: unsigned, for a customer that does not exist, valid till 2100. */
const FORGED_TOKEN = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
  iss: 'elsewhere',
  exp: 4_102_444_800,
  data: { user: { id: '9999' } },
})}.`;

type Values = { local: Record<string, string>; session: Record<string, string> };

const every = (value: string): Record<string, string> =>
  Object.fromEntries(Object.values(STORAGE_KEYS).map((key) => [key, value]));

/** Three ways a browser's storage goes bad: torn writes, old or other code, and tampering. */
const VARIANTS: Record<string, Values> = {
  'corrupt JSON': {
    local: every('{"broken'),
    session: { [CHECKOUT_DRAFT_KEY]: '{"billing":' },
  },
  'wrong types': {
    local: {
      [STORAGE_KEYS.session]: '{"token":42,"createdTime":"yesterday"}',
      [STORAGE_KEYS.authToken]: '12345',
      [STORAGE_KEYS.user]: '[1,2,3]',
      [STORAGE_KEYS.cart]: '{"lines":"many"}',
      [STORAGE_KEYS.appliedCoupon]: '{"code":null}',
      [STORAGE_KEYS.ageVerified]: '42',
      [STORAGE_KEYS.emailSubscribed]: '[]',
      [STORAGE_KEYS.emailModalDismissed]: '{}',
      [STORAGE_KEYS.username]: 'null',
    },
    session: {
      [CHECKOUT_DRAFT_KEY]:
        '{"billing":[1],"shipping":"x","shipToDifferentAddress":"yes","orderNotes":{},"paymentMethod":7}',
    },
  },
  'foreign values': {
    local: {
      [STORAGE_KEYS.session]: JSON.stringify({
        token: 'a-session-this-shop-never-issued',
        createdTime: Date.now(),
      }),
      [STORAGE_KEYS.authToken]: FORGED_TOKEN,
      [STORAGE_KEYS.user]: JSON.stringify({
        id: 'dXNlcjo5OTk5',
        name: 'Mallory Forged',
        email: 'mallory@evil.example',
      }),
      [STORAGE_KEYS.cart]: JSON.stringify([
        {
          key: 'forged',
          productId: 999_999,
          quantity: 1e9,
          name: 'Forged line',
          price: '-5',
        },
      ]),
      [STORAGE_KEYS.appliedCoupon]: 'NOT-A-COUPON-'.repeat(50),
      [STORAGE_KEYS.ageVerified]: 'yes',
      [STORAGE_KEYS.emailSubscribed]: 'x'.repeat(100_000),
      [STORAGE_KEYS.emailModalDismissed]: 'maybe',
      [STORAGE_KEYS.username]: '<script>window.__xss=1</script>',
    },
    session: {
      [CHECKOUT_DRAFT_KEY]: JSON.stringify({
        billing: { firstName: 'x'.repeat(10_000), evil: { nested: true } },
        shipping: null,
        unknown: 'field',
        orderNotes: 'y'.repeat(50_000),
      }),
    },
  },
};

for (const [variant, values] of Object.entries(VARIANTS)) {
  test(`given every key the shop stores holding ${variant} / each page renders and the values are reset or ignored`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of PAGES) {
      // Same origin, no shop script: the storage is written before any page of the shop reads it.
      await page.goto('/robots.txt');
      await page.evaluate(({ local, session }) => {
        localStorage.clear();
        sessionStorage.clear();
        for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
      }, values);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await networkSettled(page);
      await expect(page.getByText(MESSAGES.somethingWentWrong), path).toHaveCount(0);
      expect((await page.locator('main').textContent())?.trim().length ?? 0, path).toBeGreaterThan(
        20,
      );
      await expect(page.getByText('Mallory Forged'), path).toHaveCount(0);
      await expect(page.getByText('Forged line'), path).toHaveCount(0);
      // Read as nothing: a visitor with an empty cart, whatever the storage claimed.
      const cartButton = page.locator('button[aria-label^="Open cart"]');
      if (await cartButton.count())
        await expect(cartButton, path).toHaveAttribute('aria-label', 'Open cart');
      if (path === '/cart') await expect(page.getByText(MESSAGES.cartEmpty)).toBeVisible();
      if (path === '/my-account') {
        await expect(page.getByRole('form', { name: 'Login', includeHidden: true })).toBeAttached();
      }
      // The unreadable records are reset: each JSON record left in storage parses.
      const records = await page.evaluate(
        (keys) => keys.map((key) => ({ key, value: localStorage.getItem(key) })),
        [STORAGE_KEYS.session, STORAGE_KEYS.user, STORAGE_KEYS.cart],
      );
      for (const { key, value } of records) {
        if (value === null) continue;
        expect(() => JSON.parse(value), `${path}: ${key}`).not.toThrow();
      }
    }
    expect(errors).toEqual([]);
  });
}
