import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEuro, readAmount, readAmounts, round2 } from './money';

describe('readAmount', () => {
  it('given a raw decimal as the backend answers it, it reads the amount', () => {
    expect(readAmount('1234.50')).toBe(1234.5);
    expect(readAmount('20')).toBe(20);
    expect(readAmount(' 4.99 ')).toBe(4.99);
    expect(readAmount('.5')).toBe(0.5);
  });

  it('given a negative amount, it keeps the sign, and a negative zero is zero', () => {
    expect(readAmount('-5.00')).toBe(-5);
    expect(readAmount('-0.00')).toBe(0);
  });

  it('given a number, it returns it unchanged', () => {
    expect(readAmount(19.99)).toBe(19.99);
    expect(readAmount(0)).toBe(0);
  });

  it('given a formatted price or a range, it gives 0 rather than guessing', () => {
    expect(readAmount('€1,234.50')).toBe(0);
    expect(readAmount('€45.00 - €90.00')).toBe(0);
    expect(readAmount('10.00, 20.00')).toBe(0);
  });

  it('given nothing readable, it returns 0', () => {
    expect(readAmount('')).toBe(0);
    expect(readAmount('free')).toBe(0);
    expect(readAmount(null)).toBe(0);
    expect(readAmount(undefined)).toBe(0);
    expect(readAmount(Number.NaN)).toBe(0);
    expect(readAmount(Number.POSITIVE_INFINITY)).toBe(0);
    expect(readAmount('9'.repeat(400))).toBe(0);
  });
});

describe('readAmounts', () => {
  it("given a variable product's raw price, it reads every variation price in order", () => {
    expect(readAmounts('85.00, 139.00, 139.00, 280.00')).toEqual([85, 139, 139, 280]);
  });

  it('given one raw price, it reads one amount', () => {
    expect(readAmounts('4.99')).toEqual([4.99]);
  });

  it('given nothing, or parts that are not plain decimals, it leaves them out', () => {
    expect(readAmounts(null)).toEqual([]);
    expect(readAmounts('')).toEqual([]);
    expect(readAmounts('€10.00, 20.00, ')).toEqual([20]);
  });

  it('given any list of cent amounts written raw, it reads them back', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 20 }), (cents) => {
        const raw = cents.map((c) => (c / 100).toFixed(2)).join(', ');
        expect(readAmounts(raw)).toEqual(cents.map((c) => c / 100));
      }),
    );
  });
});

describe('round2', () => {
  it('given a half cent, it rounds away from zero without float drift', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(1.255)).toBe(1.26);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(0.285)).toBe(0.29);
    expect(round2(10.075)).toBe(10.08);
  });

  it('given an amount below half a cent, it gives 0 and never -0', () => {
    expect(round2(0.004)).toBe(0);
    expect(Object.is(round2(-0.004), 0)).toBe(true);
    expect(round2(1e-9)).toBe(0);
  });

  it('given a product with binary error, it gives the cent amount', () => {
    expect(round2(19.99 * 3)).toBe(59.97);
    expect(round2(0.1 + 0.2)).toBe(0.3);
  });

  it('given a non-finite number, it gives 0', () => {
    expect(round2(Number.NaN)).toBe(0);
    expect(round2(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('given an amount too large to hold cents, it returns it unchanged', () => {
    expect(round2(1e20)).toBe(1e20);
  });

  it('property: a decimal written with a trailing 5 in the third place rounds away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const halfUp = Number(`${cents}5e-3`);
        expect(round2(halfUp)).toBe((cents + 1) / 100);
        expect(round2(-halfUp)).toBe(-(cents + 1) / 100);
      }),
    );
  });

  it('property: rounding is idempotent, symmetric and within half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const r = round2(n);
        expect(round2(r)).toBe(r);
        expect(round2(-n)).toBe(r === 0 ? 0 : -r);
        expect(Math.abs(r - n)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });

  it('property: exact cent amounts are unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(round2(cents / 100)).toBe(cents / 100);
      }),
    );
  });
});

describe('formatEuro', () => {
  it('given an amount over a thousand, it groups thousands and shows two decimals', () => {
    expect(formatEuro(1234.5)).toBe('€1,234.50');
    expect(formatEuro(1234567.891)).toBe('€1,234,567.89');
  });

  it('given small and whole amounts, it pads to cents', () => {
    expect(formatEuro(0)).toBe('€0.00');
    expect(formatEuro(15)).toBe('€15.00');
    expect(formatEuro(999.999)).toBe('€1,000.00');
  });

  it('given a negative amount, it puts the sign before the symbol', () => {
    expect(formatEuro(-5)).toBe('-€5.00');
    expect(formatEuro(-0.001)).toBe('€0.00');
  });

  it('property: without its symbol and commas, the formatted amount is the rounded raw amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (n) => {
        const digits = formatEuro(n).replace('€', '').replaceAll(',', '');
        expect(digits).toBe(round2(n).toFixed(2));
      }),
    );
  });
});
