import { describe, expect, it } from 'vitest';
import { NO_STORE, PUBLIC_CACHE_CONTROL, sharedWithEveryone } from './cache';

describe('sharedWithEveryone', () => {
  const headers = (init: Record<string, string>) => new Headers(init);

  it('given a complete public page / everyone is shown the same', () => {
    expect(sharedWithEveryone(200, headers({ 'Cache-Control': PUBLIC_CACHE_CONTROL }))).toBe(true);
  });

  it.each([
    ['a not-found page', 404, { 'Cache-Control': PUBLIC_CACHE_CONTROL }],
    ['an error page', 500, { 'Cache-Control': PUBLIC_CACHE_CONTROL }],
    ['a page whose data partly failed', 200, { 'Cache-Control': NO_STORE }],
    ['a page without caching headers (cart, checkout, account)', 200, {}],
    [
      'a page setting a cookie',
      200,
      { 'Cache-Control': PUBLIC_CACHE_CONTROL, 'Set-Cookie': 'a=b' },
    ],
  ])('given %s / it is not shared', (_name, status, init) => {
    expect(sharedWithEveryone(status, headers(init))).toBe(false);
  });
});
