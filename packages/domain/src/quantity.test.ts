import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  checkAddToCart,
  clampQuantity,
  exceedsStock,
  isQuantityInRange,
  stockNotice,
} from './quantity';

describe('clampQuantity', () => {
  it('given 0, 1, 999 and 1000, it keeps the entry within 1..999', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(1)).toBe(1);
    expect(clampQuantity(999)).toBe(999);
    expect(clampQuantity(1000)).toBe(999);
  });

  it('given text or fractions, it reads the whole number', () => {
    expect(clampQuantity('12')).toBe(12);
    expect(clampQuantity('5000')).toBe(999);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(-4)).toBe(1);
  });

  it('given nothing readable, it gives 1', () => {
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('abc')).toBe(1);
    expect(clampQuantity(null)).toBe(1);
    expect(clampQuantity(undefined)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it('property: the result is always a whole number from 1 to 999', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const q = clampQuantity(n);
        expect(Number.isInteger(q) && q >= 1 && q <= 999).toBe(true);
      }),
    );
  });
});

describe('isQuantityInRange', () => {
  it('given 0, 1, 999 and 1000, only 1 and 999 may be added', () => {
    expect([0, 1, 999, 1000, 1.5].map(isQuantityInRange)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('checkAddToCart', () => {
  const inStock = { manageStock: true, stockStatus: 'IN_STOCK' as const };

  it('given stock to spare, it allows the add', () => {
    expect(checkAddToCart({ ...inStock, quantity: 2, stockQuantity: 5, inCart: 3 })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('given stock equal to what the cart holds, it says no more stock is available', () => {
    expect(checkAddToCart({ ...inStock, quantity: 1, stockQuantity: 3, inCart: 3 })).toEqual({
      ok: false,
      error: {
        reason: 'no-more-stock',
        message: 'No more stock available. You already have 3 item(s) in your cart.',
      },
    });
  });

  it('given a quantity beyond what is left, it says how many are left and in the cart', () => {
    expect(checkAddToCart({ ...inStock, quantity: 3, stockQuantity: 5, inCart: 3 })).toEqual({
      ok: false,
      error: {
        reason: 'insufficient-stock',
        message: 'Only 5 item(s) left in stock. You already have 3 item(s) in your cart.',
      },
    });
  });

  it('given an empty cart and a quantity over the stock, it reports 0 in the cart', () => {
    const check = checkAddToCart({ ...inStock, quantity: 6, stockQuantity: 5 });
    expect(check).toMatchObject({
      error: { message: 'Only 5 item(s) left in stock. You already have 0 item(s) in your cart.' },
    });
  });

  it('given an out-of-stock product, it refuses with Out of Stock', () => {
    expect(checkAddToCart({ quantity: 1, stockStatus: 'OUT_OF_STOCK' })).toEqual({
      ok: false,
      error: { reason: 'out-of-stock', message: 'Out of Stock' },
    });
  });

  it('given a managed stock of 0 and an empty cart, it refuses with Out of Stock', () => {
    expect(checkAddToCart({ ...inStock, quantity: 1, stockQuantity: 0 })).toEqual({
      ok: false,
      error: { reason: 'out-of-stock', message: 'Out of Stock' },
    });
  });

  it('given a variable product without a variation, it asks for one', () => {
    expect(checkAddToCart({ ...inStock, quantity: 1, needsVariation: true })).toEqual({
      ok: false,
      error: { reason: 'variation-required', message: 'Please select a variation.' },
    });
    expect(
      checkAddToCart({ ...inStock, quantity: 1, needsVariation: true, variationId: '' }).ok,
    ).toBe(false);
    expect(
      checkAddToCart({ ...inStock, quantity: 1, needsVariation: true, variationId: 12 }).ok,
    ).toBe(true);
  });

  it('given quantity 0 or 1000, it refuses the quantity', () => {
    for (const quantity of [0, 1000]) {
      expect(checkAddToCart({ ...inStock, quantity, stockQuantity: 5000 })).toMatchObject({
        ok: false,
        error: { reason: 'invalid-quantity' },
      });
    }
    expect(checkAddToCart({ ...inStock, quantity: 999, stockQuantity: 5000 }).ok).toBe(true);
  });

  it('given stock that is not managed or unknown, it allows any valid quantity', () => {
    expect(
      checkAddToCart({ quantity: 999, manageStock: false, stockQuantity: 1, inCart: 5 }).ok,
    ).toBe(true);
    expect(checkAddToCart({ quantity: 10, manageStock: true, stockQuantity: null }).ok).toBe(true);
  });
});

describe('exceedsStock', () => {
  it('given a quantity over a known stock, it flags it', () => {
    expect(exceedsStock(6, 5)).toBe(true);
    expect(exceedsStock(5, 5)).toBe(false);
    expect(exceedsStock(50, null)).toBe(false);
  });
});

describe('stockNotice', () => {
  it('given a quantity above the stock, it says Stock Limit Exceeds.', () => {
    expect(stockNotice({ quantity: 5, stockQuantity: 2 })).toBe(MESSAGES.stockLimitExceeds);
  });

  it('given the cart holds units, it counts them and names them', () => {
    expect(stockNotice({ quantity: 2, stockQuantity: 2, inCart: 1 })).toBe(
      MESSAGES.onlyLeftInStock(2, 1),
    );
    expect(stockNotice({ quantity: 1, stockQuantity: 2, inCart: 2 })).toBe(MESSAGES.noMoreStock(2));
  });

  it('given stock enough or not managed, there is no notice', () => {
    expect(stockNotice({ quantity: 1, stockQuantity: 2, inCart: 1 })).toBeNull();
    expect(stockNotice({ quantity: 500, stockQuantity: null, inCart: 3 })).toBeNull();
    expect(stockNotice({ quantity: Number.NaN, stockQuantity: 2 })).toBeNull();
  });

  it('property: a notice exactly when checkAddToCart refuses the add for stock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 60 }),
        (quantity, stockQuantity, inCart) => {
          const check = checkAddToCart({ quantity, stockQuantity, inCart, manageStock: true });
          expect(stockNotice({ quantity, stockQuantity, inCart }) !== null).toBe(!check.ok);
        },
      ),
    );
  });
});
