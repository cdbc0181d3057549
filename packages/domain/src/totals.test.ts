import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals } from './totals';

describe('computeTotals', () => {
  it('given a cart of exactly 250, it charges 15 shipping', () => {
    expect(computeTotals({ lines: [{ price: 125, quantity: 2 }] })).toEqual({
      subtotal: 250,
      discount: 0,
      bitcoinDiscount: 0,
      shipping: 15,
      shippingLabel: 'Xpresspost',
      total: 265,
    });
  });

  it('given a cart over 250, it ships free', () => {
    const totals = computeTotals({ lines: [{ price: '250.01', quantity: 1 }] });
    expect(totals.shipping).toBe(0);
    expect(totals.total).toBe(250.01);
  });

  it('given a coupon, it subtracts the discount', () => {
    const totals = computeTotals({
      lines: [{ price: 40, quantity: 2 }],
      couponDiscount: 10,
    });
    expect(totals).toMatchObject({ subtotal: 80, discount: 10, shipping: 15, total: 85 });
  });

  it('given a coupon larger than the subtotal, it caps the discount at the subtotal', () => {
    const totals = computeTotals({ lines: [{ price: 20, quantity: 1 }], couponDiscount: 50 });
    expect(totals).toMatchObject({ discount: 20, total: 15 });
  });

  it('given a negative or string coupon discount, it reads it safely', () => {
    expect(
      computeTotals({ lines: [{ price: 20, quantity: 1 }], couponDiscount: -5 }).discount,
    ).toBe(0);
    expect(
      computeTotals({ lines: [{ price: 20, quantity: 1 }], couponDiscount: '5.00' }).discount,
    ).toBe(5);
    expect(
      computeTotals({ lines: [{ price: 20, quantity: 1 }], couponDiscount: null }).discount,
    ).toBe(0);
  });

  it('given bitcoin payment, it takes 10% off the discounted subtotal', () => {
    const totals = computeTotals({
      lines: [{ price: 100, quantity: 3 }],
      couponDiscount: 40,
      paymentMethodId: 'btcpaygf_default',
    });
    expect(totals).toMatchObject({
      subtotal: 300,
      discount: 40,
      bitcoinDiscount: 26,
      shipping: 0,
      total: 234,
    });
  });

  it('given a cart of 259.80 with 45.98 off by coupon, it pays shipping: the threshold is judged after coupons', () => {
    const totals = computeTotals({
      lines: [{ price: 129.9, quantity: 2 }],
      couponDiscount: 45.98,
    });
    expect(totals).toEqual({
      subtotal: 259.8,
      discount: 45.98,
      bitcoinDiscount: 0,
      shipping: 15,
      shippingLabel: 'Xpresspost',
      total: 228.82,
    });
  });

  it('given a coupon that leaves exactly 250, it pays shipping; one that leaves 250.01 ships free', () => {
    const lines = [{ price: 300, quantity: 1 }];
    expect(computeTotals({ lines, couponDiscount: 50 }).shipping).toBe(15);
    expect(computeTotals({ lines, couponDiscount: 49.99 }).shipping).toBe(0);
  });

  it('given another payment method, it gives no bitcoin discount', () => {
    expect(
      computeTotals({ lines: [{ price: 100, quantity: 3 }], paymentMethodId: 'cod' })
        .bitcoinDiscount,
    ).toBe(0);
  });

  it('given the bitcoin discount decides the subtotal, free shipping still follows the subtotal', () => {
    const totals = computeTotals({
      lines: [{ price: 260, quantity: 1 }],
      paymentMethodId: 'btcpaygf_default',
    });
    expect(totals).toMatchObject({ bitcoinDiscount: 26, shipping: 0, total: 234 });
  });

  it('given cent prices, each figure is rounded to cents', () => {
    const totals = computeTotals({
      lines: [
        { price: 19.99, quantity: 3 },
        { price: 0.335, quantity: 1 },
      ],
      paymentMethodId: 'btcpaygf_default',
    });
    expect(totals).toMatchObject({ subtotal: 60.31, bitcoinDiscount: 6.03, total: 69.28 });
  });

  it('given another threshold and fee, it uses them', () => {
    const totals = computeTotals({
      lines: [{ price: 10, quantity: 1 }],
      freeShippingThreshold: 5,
      flatShippingFee: 30,
    });
    expect(totals.shipping).toBe(0);
    expect(computeTotals({ lines: [{ price: 1, quantity: 1 }], flatShippingFee: 30 }).total).toBe(
      31,
    );
  });

  it('given an empty cart, it ships nothing and totals 0', () => {
    expect(computeTotals({ lines: [] })).toMatchObject({ subtotal: 0, shipping: 0, total: 0 });
  });

  it('property: the total is never negative and discounts never exceed the subtotal', () => {
    const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: cents(100_000), quantity: fc.integer({ min: 1, max: 999 }) }), {
          maxLength: 10,
        }),
        fc.option(cents(1_000_000), { nil: undefined }),
        fc.constantFrom('btcpaygf_default', 'cod', undefined),
        (lines, couponDiscount, paymentMethodId) => {
          const totals = computeTotals({ lines, couponDiscount, paymentMethodId });
          expect(totals.total).toBeGreaterThanOrEqual(0);
          expect(totals.shipping === 0).toBe(
            lines.length === 0 || Math.round((totals.subtotal - totals.discount) * 100) > 25_000,
          );
          expect(totals.discount + totals.bitcoinDiscount).toBeLessThanOrEqual(totals.subtotal);
          expect(totals.total).toBe(
            Math.round(
              (totals.subtotal - totals.discount - totals.bitcoinDiscount + totals.shipping) * 100,
            ) / 100,
          );
          for (const figure of [
            totals.subtotal,
            totals.discount,
            totals.bitcoinDiscount,
            totals.total,
          ]) {
            expect(Math.round(figure * 100) / 100).toBe(figure);
          }
        },
      ),
    );
  });
});
