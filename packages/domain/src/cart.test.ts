import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canDecrement,
  canIncrement,
  canRemoveCartItem,
  canUpdateCartItem,
  lineSubtotal,
  mergeCartLines,
  quantityInCart,
  toCartLine,
} from './cart';

describe('lineSubtotal', () => {
  it('given a price and a quantity, it rounds their product to cents', () => {
    expect(lineSubtotal(19.99, 3)).toBe(59.97);
    expect(lineSubtotal('1234.50', 2)).toBe(2469);
    expect(lineSubtotal(1.005, 1)).toBe(1.01);
  });

  it('given an unparseable price, it gives 0', () => {
    expect(lineSubtotal('n/a', 4)).toBe(0);
  });
});

describe('mergeCartLines', () => {
  it('given two lines of the same product, it sums their quantities and reprices the line', () => {
    const merged = mergeCartLines([
      { productId: 7, name: 'BPC-157', price: '45.00', quantity: 1, key: 'a' },
      { productId: 9, name: 'Water', price: 5, quantity: 2, key: 'b' },
      { productId: 7, name: 'BPC-157 again', price: '45.00', quantity: 2, key: 'c' },
    ]);
    expect(merged).toEqual([
      { productId: 7, name: 'BPC-157', price: 45, quantity: 3, key: 'a', subtotal: 135 },
      { productId: 9, name: 'Water', price: 5, quantity: 2, key: 'b', subtotal: 10 },
    ]);
  });

  it('given the same product with different variations, it keeps them apart', () => {
    const merged = mergeCartLines([
      { productId: 7, variationId: 70, price: 10, quantity: 1 },
      { productId: 7, variationId: 71, price: 20, quantity: 1 },
      { productId: 7, variationId: 70, price: 10, quantity: 4 },
    ]);
    expect(merged.map((line) => [line.variationId, line.quantity, line.subtotal])).toEqual([
      [70, 5, 50],
      [71, 1, 20],
    ]);
  });

  it('given a numeric id and the same id as a string, it treats them as one product', () => {
    expect(
      mergeCartLines([
        { productId: 7, price: 1, quantity: 1 },
        { productId: '7', price: 1, quantity: 1 },
      ]),
    ).toHaveLength(1);
  });

  it('given no lines, it gives none', () => {
    expect(mergeCartLines([])).toEqual([]);
  });

  it('given input lines, it does not change them', () => {
    const line = { productId: 1, price: '2.00', quantity: 1 };
    mergeCartLines([line, { ...line }]);
    expect(line).toEqual({ productId: 1, price: '2.00', quantity: 1 });
  });

  const lineArbitrary = fc.record({
    productId: fc.integer({ min: 1, max: 6 }),
    variationId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    price: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
    quantity: fc.integer({ min: 1, max: 999 }),
  });

  const summary = (lines: { productId: number; variationId?: number | null; quantity: number }[]) =>
    Object.fromEntries(
      lines.map((line) => [`${line.productId}/${line.variationId}`, line.quantity]),
    );

  it('property: merging is order-independent and preserves the total quantity', () => {
    fc.assert(
      fc.property(
        fc
          .array(lineArbitrary, { maxLength: 30 })
          .chain((lines) =>
            fc.tuple(
              fc.constant(lines),
              fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }),
            ),
          ),
        ([lines, shuffled]) => {
          const merged = mergeCartLines(lines);
          expect(summary(mergeCartLines(shuffled))).toEqual(summary(merged));
          const total = (items: { quantity: number }[]) =>
            items.reduce((sum, item) => sum + item.quantity, 0);
          expect(total(merged)).toBe(total(lines));
          const identities = merged.map((line) => `${line.productId}/${line.variationId}`);
          expect(new Set(identities).size).toBe(identities.length);
          for (const line of merged) {
            expect(line.subtotal).toBe(lineSubtotal(line.price, line.quantity));
          }
        },
      ),
    );
  });
});

describe('toCartLine', () => {
  it('given a server line without an image, it uses the placeholder and computes the subtotal', () => {
    expect(
      toCartLine(
        { key: 'k1', productId: 3, name: 'TB-500', slug: 'tb-500', price: '30.00', quantity: 2 },
        '/placeholder.png',
      ),
    ).toEqual({
      id: 'k1',
      key: 'k1',
      productId: 3,
      variationId: null,
      name: 'TB-500',
      link: '/product/tb-500',
      price: 30,
      image: '/placeholder.png',
      quantity: 2,
      stock: null,
      slug: 'tb-500',
      subtotal: 60,
    });
  });

  it('given an image and a stock, it keeps them', () => {
    const line = toCartLine(
      {
        key: 'k',
        productId: 3,
        variationId: 4,
        name: 'n',
        slug: 's',
        price: 1,
        image: '/a.png',
        quantity: 1,
        stock: 5,
      },
      '/placeholder.png',
    );
    expect([line.image, line.stock, line.variationId]).toEqual(['/a.png', 5, 4]);
  });
});

describe('quantityInCart', () => {
  const lines = [
    { productId: 1, quantity: 2 },
    { productId: 1, variationId: 5, quantity: 3 },
    { productId: 1, quantity: 4 },
  ];

  it('given lines of the product, it sums their quantities', () => {
    expect(quantityInCart(lines, 1)).toBe(6);
    expect(quantityInCart(lines, 1, 5)).toBe(3);
  });

  it('given a product not in the cart, it gives 0', () => {
    expect(quantityInCart(lines, 2)).toBe(0);
  });
});

describe('canIncrement and canDecrement', () => {
  it('given a quantity equal to the stock, plus is disabled', () => {
    expect(canIncrement({ quantity: 5, stock: 5 })).toBe(false);
    expect(canIncrement({ quantity: 4, stock: 5 })).toBe(true);
  });

  it('given no managed stock, plus stays enabled up to 999', () => {
    expect(canIncrement({ quantity: 998, stock: null })).toBe(true);
    expect(canIncrement({ quantity: 999 })).toBe(false);
  });

  it('given quantity 1 or less, minus is disabled', () => {
    expect(canDecrement({ quantity: 1 })).toBe(false);
    expect(canDecrement({ quantity: 0 })).toBe(false);
    expect(canDecrement({ quantity: 2 })).toBe(true);
  });
});

describe('cart item update and remove guards', () => {
  it('given a missing key or a quantity below 1, the update is ignored', () => {
    expect(canUpdateCartItem({ key: '', quantity: 2 })).toBe(false);
    expect(canUpdateCartItem({ key: undefined, quantity: 2 })).toBe(false);
    expect(canUpdateCartItem({ key: 'k', quantity: 0 })).toBe(false);
    expect(canUpdateCartItem({ key: 'k', quantity: Number.NaN })).toBe(false);
    expect(canUpdateCartItem({ key: 'k', quantity: 1 })).toBe(true);
  });

  it('given no key, the removal is ignored', () => {
    expect(canRemoveCartItem(null)).toBe(false);
    expect(canRemoveCartItem('')).toBe(false);
    expect(canRemoveCartItem('k')).toBe(true);
  });
});
