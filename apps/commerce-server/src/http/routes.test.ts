import { describe, expect, it } from 'vitest';
import { useTestShop } from '../testing/shopper';

describe('HTTP routes beside GraphQL', () => {
  const shop = useTestShop('all');

  const contact = (body: unknown, key: string | null = 'dev-key') =>
    fetch(`${shop.server.origin}/v3/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'api-key': key } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('given a new e-mail, the contacts API answers 201 and stores it', async () => {
    const response = await contact({
      email: 'reader@example.org',
      status: 'subscribed',
      statusDate: '2026-01-15T10:00:00.000Z',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(Number) });
    expect(
      shop.server.db
        .prepare('SELECT status FROM newsletter_contacts WHERE email = ?')
        .get('reader@example.org'),
    ).toEqual({
      status: 'subscribed',
    });
  });

  it('given a duplicate, a bad e-mail, bad JSON or no key, the contacts API answers with a message', async () => {
    await contact({ email: 'twice@example.org' });
    const duplicate = await contact({ email: 'twice@example.org' });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual({
      code: 'duplicate_parameter',
      message: 'Contact already exist',
    });
    const invalid = await contact({ email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { message: string }).message).toBe('Invalid email address');
    expect((await contact('{oops')).status).toBe(400);
    expect((await contact({ email: 'a@example.org' }, null)).status).toBe(401);
  });

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
        'access-control-request-headers': 'content-type,woocommerce-session,authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://shop.test');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/woocommerce-session/);
    const response = await fetch(shop.server.url, {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.headers.get('access-control-expose-headers')).toMatch(/woocommerce-session/);
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
