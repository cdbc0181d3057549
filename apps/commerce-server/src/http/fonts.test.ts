import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ADD_TO_CART, BILLING, CHECKOUT, SEEDED, useTestShop } from '../testing/shopper';

/** The storefront's typeface file, as its npm package ships it. */
const INTER_LATIN = readFileSync(
  createRequire(import.meta.url).resolve(
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  ),
);

describe("the payment page's typeface", () => {
  const shop = useTestShop();

  it("given a pending order, its payment page paints with the shop's Inter, served by this server for a year", async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const { checkout } = await shop.shopper.ok(CHECKOUT, {
      input: { billing: BILLING, paymentMethod: 'btcpaygf_default' },
    });
    const { databaseId, orderKey } = checkout.order as { databaseId: number; orderKey: string };
    const page = await fetch(`${shop.server.origin}/pay/${databaseId}?key=${orderKey}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/(^|; )font-src 'self'(;|$)/);
    const html = await page.text();
    expect(html).not.toContain('system-ui');
    expect(html).toMatch(/body\{font-family:'Inter Variable',sans-serif;/);
    const src = /@font-face\{font-family:'Inter Variable';[^}]*src:url\(([^)]+)\)/.exec(html)?.[1];
    expect(src).toMatch(/^\/fonts\/inter-latin-[0-9a-f]{16}\.woff2$/);

    const font = await fetch(`${shop.server.origin}${src}`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await font.arrayBuffer()).equals(INTER_LATIN)).toBe(true);
  });

  it('given a font address of no file it serves, the answer is 404', async () => {
    const response = await fetch(`${shop.server.origin}/fonts/inter-latin-0000000000000000.woff2`);
    expect(response.status).toBe(404);
  });
});
