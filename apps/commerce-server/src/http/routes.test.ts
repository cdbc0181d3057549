import { SESSION_HEADER } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../testing/shopper';

describe('HTTP routes beside GraphQL', () => {
  const shop = useTestShop('all');

  it('given a product image path, the server answers generated SVG art', async () => {
    const response = await fetch(`${shop.server.origin}/images/products/bpc-157-5mg.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg[^>]+aria-label="BPC-157 5mg"/);
    expect((await fetch(`${shop.server.origin}/images/products/missing.svg`)).status).toBe(404);
  });

  it('given the storefront origin, CORS allows it and exposes the session header', async () => {
    const preflight = await fetch(shop.server.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://shop.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type,${SESSION_HEADER},authorization`,
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://shop.test');
    expect(preflight.headers.get('access-control-allow-headers')).toContain(SESSION_HEADER);
    const response = await fetch(shop.server.url, {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.headers.get('access-control-expose-headers')).toContain(SESSION_HEADER);
  });

  it('given any origin, the CORS answer says it varies by Origin', async () => {
    for (const method of ['OPTIONS', 'POST']) {
      const response = await fetch(shop.server.url, {
        method,
        headers: {
          origin: 'http://elsewhere.test',
          'content-type': 'application/json',
          'access-control-request-method': 'POST',
        },
        ...(method === 'POST' ? { body: JSON.stringify({ query: '{ __typename }' }) } : {}),
      });
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/i);
    }
  });

  it('given any route, the answer carries nosniff, frame-ancestors none and no-referrer', async () => {
    const paths = ['/graphql?query=%7B__typename%7D', '/', '/nothing-here', '/pay/1?key=nope'];
    for (const path of paths) {
      const response = await fetch(`${shop.server.origin}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).toMatch(
        /frame-ancestors 'none'/,
      );
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
    const page = await fetch(`${shop.server.origin}/pay/1?key=nope`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  });
});
