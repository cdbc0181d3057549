import { describe, expect, it } from 'vitest';
import { toCartLine } from './cart';
import { parseStoredCart, serializeCart } from './stored-cart';

describe('parseStoredCart', () => {
  it('given serialized lines, it reads them back', () => {
    const lines = [
      toCartLine(
        {
          key: 'k1',
          productId: 3,
          name: 'TB-500',
          slug: 'tb-500',
          price: 30,
          quantity: 2,
          stock: 4,
        },
        '/p.png',
      ),
      toCartLine(
        {
          key: 'k2',
          productId: 4,
          variationId: 41,
          name: 'BPC',
          slug: 'bpc',
          price: 12.5,
          quantity: 1,
        },
        '/p.png',
      ),
    ];
    expect(parseStoredCart(serializeCart(lines))).toEqual(lines);
  });

  it('given an object with lines and raw price strings, it reprices them', () => {
    expect(
      parseStoredCart('{"lines":[{"productId":"7","quantity":3,"price":"1000.10","slug":"x"}]}'),
    ).toEqual([
      {
        id: '',
        key: '',
        productId: 7,
        variationId: null,
        name: '',
        link: '/product/x',
        price: 1000.1,
        image: '',
        quantity: 3,
        stock: null,
        slug: 'x',
        subtotal: 3000.3,
      },
    ]);
  });

  it('given a formatted price string, it keeps the line at 0 until the server prices it', () => {
    const [line] = parseStoredCart('[{"productId":7,"quantity":2,"price":"€1,000.10"}]');
    expect(line).toMatchObject({ productId: 7, quantity: 2, price: 0, subtotal: 0 });
  });

  it('given lines without a product id or a positive quantity, it drops them', () => {
    expect(
      parseStoredCart(
        '[{"productId":0,"quantity":1},{"productId":2,"quantity":0},{"productId":2,"quantity":1.5},null,"x",{"productId":2,"quantity":1}]',
      ).map((line) => line.productId),
    ).toEqual([2]);
  });

  it('given corrupt or foreign records, it gives an empty cart without throwing', () => {
    for (const raw of [null, undefined, '', '{', 'null', '42', '{"lines":3}', '{"items":[]}']) {
      expect(parseStoredCart(raw)).toEqual([]);
    }
  });
});
