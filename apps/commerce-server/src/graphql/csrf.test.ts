import { SERVER_MESSAGES, SESSION_HEADER } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { countRows } from '../testing/rows';
import { ADD_TO_CART, SEEDED, useTestShop } from '../testing/shopper';

const ADD = `mutation { addToCart(input: { productId: ${SEEDED.bpc}, quantity: 1 }) { cart { contents { itemCount } } } }`;

describe('cross-site request forgery', () => {
  const shop = useTestShop();

  const sessions = () => countRows(shop.server.db, 'sessions');

  const formPosts = (): [string, RequestInit][] => {
    const multipart = new FormData();
    multipart.set('operations', JSON.stringify({ query: ADD }));
    multipart.set('map', '{}');
    return [
      [
        'urlencoded',
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ query: ADD }).toString(),
        },
      ],
      ['multipart', { body: multipart }],
      [
        'text/plain',
        { headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: ADD }) },
      ],
      ['no content type', { body: new Blob([JSON.stringify({ query: ADD })]) }],
    ];
  };

  it('given a plain form post of a mutation (urlencoded, multipart, text/plain), it is refused with 415 and runs nothing', async () => {
    for (const [name, init] of formPosts()) {
      const response = await fetch(shop.server.url, {
        method: 'POST',
        headers: { origin: 'http://evil.test' },
        ...init,
      });
      expect(response.status, name).toBe(415);
      const body = (await response.json()) as { errors: { message: string }[] };
      expect(body.errors[0]?.message, name).toBe(SERVER_MESSAGES.jsonPostRequired);
      expect(response.headers.get(SESSION_HEADER), name).toBeNull();
    }
    expect(await sessions()).toBe(0);
  });

  it('given a mutation over GET, it is refused and runs nothing', async () => {
    const response = await fetch(`${shop.server.url}?query=${encodeURIComponent(ADD)}`);
    expect(response.status).toBe(405);
    expect(await sessions()).toBe(0);
  });

  it('given a JSON POST, as the SDK sends, or a GET query, it runs', async () => {
    const { addToCart } = await shop.shopper.ok(ADD_TO_CART, {
      productId: SEEDED.bpc,
      quantity: 1,
    });
    expect(addToCart.cart.contents.itemCount).toBe(1);
    const read = await fetch(
      `${shop.server.url}?query=${encodeURIComponent('{ cart { isEmpty } }')}`,
    );
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ data: { cart: { isEmpty: true } } });
  });
});
