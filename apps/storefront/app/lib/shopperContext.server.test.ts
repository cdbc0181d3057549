import { RouterContextProvider, redirect } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { shopperOf, shopperSessionMiddleware } from './shopperContext.server';
import type { OpenedSession, RequestShopper } from './shopperSession.server';

/** A session store's stand-in: each open is counted, and a commit answers `cookie`. */
function fakeStore(cookie: string | null = 'shop_session=new; Path=/') {
  const shopper = { placedOrderId: () => 7 } as unknown as RequestShopper;
  const commit = vi.fn(async () => cookie);
  const open = vi.fn(async (): Promise<OpenedSession> => ({ shopper, commit }));
  return { shopper, open, commit };
}

/** Runs the middleware around `route`, as React Router runs the root's middleware. */
async function answer(
  open: (request: Request) => Promise<OpenedSession>,
  route: (context: RouterContextProvider) => Promise<Response>,
) {
  const context = new RouterContextProvider();
  const middleware = shopperSessionMiddleware(open);
  const args = { request: new Request('http://shop.test/cart'), context, params: {} };
  return (await middleware(args as never, () => route(context))) as Response;
}

describe('shopperSessionMiddleware', () => {
  it('given routes that ask for the shopper three times / the session is opened once and committed once, its cookie on the answer', async () => {
    const store = fakeStore();
    const response = await answer(store.open, async (context) => {
      const [first, second] = await Promise.all([shopperOf(context), shopperOf(context)]);
      expect(second).toBe(first);
      expect(await shopperOf(context)).toBe(store.shopper);
      return new Response('the page');
    });

    expect(store.open).toHaveBeenCalledTimes(1);
    expect(store.commit).toHaveBeenCalledTimes(1);
    expect(response.headers.get('Set-Cookie')).toBe('shop_session=new; Path=/');
    expect(await response.text()).toBe('the page');
  });

  it('given a route that never asks for the shopper / the store is not touched and no cookie is answered', async () => {
    const store = fakeStore();
    const response = await answer(store.open, async () => new Response('a public page'));

    expect(store.open).not.toHaveBeenCalled();
    expect(response.headers.has('Set-Cookie')).toBe(false);
  });

  it('given a session nothing changed / no cookie is answered', async () => {
    const store = fakeStore(null);
    const response = await answer(store.open, async (context) => {
      await shopperOf(context);
      return new Response('the cart');
    });

    expect(store.commit).toHaveBeenCalledTimes(1);
    expect(response.headers.has('Set-Cookie')).toBe(false);
  });

  it.each([
    [
      'a redirect a route threw, with a cookie of its own',
      () => redirect('/cart', { status: 303, headers: { 'Set-Cookie': 'other=1' } }),
      ['other=1', 'shop_session=new; Path=/'],
    ],
    [
      'a redirect with immutable headers',
      () => Response.redirect('http://shop.test/cart', 303),
      ['shop_session=new; Path=/'],
    ],
  ])('given %s / the session cookie goes with it', async (_label, made, cookies) => {
    const store = fakeStore();
    const response = await answer(store.open, async (context) => {
      await shopperOf(context);
      return made();
    });

    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toMatch(/\/cart$/);
    expect(response.headers.getSetCookie()).toEqual(cookies);
  });

  it('given a session that could not be read / the 503 the route answered goes out, with nothing committed', async () => {
    const unavailable = vi.fn(() => Promise.reject(new Response(null, { status: 503 })));
    const response = await answer(unavailable, async (context) => {
      const status = await shopperOf(context).then(
        () => 200,
        (error: Response) => error.status,
      );
      return new Response(null, { status });
    });

    expect(unavailable).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(503);
    expect(response.headers.has('Set-Cookie')).toBe(false);
  });
});
