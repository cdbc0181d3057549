import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  freeShippingBasis,
  freeShippingProgress,
  qualifiesForFreeShipping,
  shippingCharge,
} from './shipping';

describe('shippingCharge', () => {
  it('given a subtotal of exactly 250, it charges the flat fee labelled Xpresspost', () => {
    expect(shippingCharge(250)).toEqual({ shipping: 15, shippingLabel: 'Xpresspost' });
  });

  it('given a subtotal of 250.01, it ships free', () => {
    expect(shippingCharge(250.01)).toEqual({
      shipping: 0,
      shippingLabel: MESSAGES.shippingFreeLabel,
    });
  });

  it('given another threshold and fee, it uses them', () => {
    expect(shippingCharge(100, 50, 9.5).shipping).toBe(0);
    expect(shippingCharge(40, 50, 9.5).shipping).toBe(9.5);
    expect(shippingCharge(40, 50, -1).shipping).toBe(0);
  });

  it('given float noise around the threshold, it compares cents', () => {
    expect(qualifiesForFreeShipping(0.1 + 0.2, 0.3)).toBe(false);
  });
});

describe('freeShippingBasis', () => {
  it('given a coupon, the threshold is judged on the subtotal after it', () => {
    expect(freeShippingBasis(259.8, 45.98)).toBe(213.82);
    expect(freeShippingBasis(259.8)).toBe(259.8);
  });

  it('given a negative coupon or one above the subtotal, it stays between 0 and the subtotal', () => {
    expect(freeShippingBasis(100, -5)).toBe(100);
    expect(freeShippingBasis(100, 500)).toBe(0);
    expect(freeShippingBasis(-3, 0)).toBe(0);
  });
});

describe('freeShippingProgress', () => {
  it('given half the threshold, it shows 50% and what is left to spend', () => {
    expect(freeShippingProgress(125, 250)).toEqual({
      percent: 50,
      remaining: 125,
      reached: false,
      message: 'Spend €125.00 more to get free EU shipping!',
    });
  });

  it('given a subtotal above the threshold, it congratulates and caps at 100', () => {
    expect(freeShippingProgress(400, 250)).toEqual({
      percent: 100,
      remaining: 0,
      reached: true,
      message: "Congrats, you've activated free EU shipping!",
    });
  });

  it('given exactly the threshold, it asks for one more cent as the cart still charges shipping', () => {
    const progress = freeShippingProgress(250, 250);
    expect(progress.reached).toBe(false);
    expect(progress.percent).toBe(100);
    expect(progress.message).toBe('Spend €0.01 more to get free EU shipping!');
  });

  it('given a threshold of 0 or less, it counts as reached without dividing by zero', () => {
    expect(freeShippingProgress(0, 0).reached).toBe(true);
    expect(freeShippingProgress(10, -5).percent).toBe(100);
    expect(freeShippingProgress(10, Number.NaN).reached).toBe(true);
  });

  it('given an empty cart, it shows 0% and the whole threshold', () => {
    expect(freeShippingProgress(0, 250)).toMatchObject({ percent: 0, remaining: 250 });
    expect(freeShippingProgress(-3, 250)).toMatchObject({ percent: 0, remaining: 250 });
  });

  it('given a cart of 259.80 with 45.98 off by coupon, it asks for what is left after the coupon', () => {
    expect(freeShippingProgress(259.8, 250, 45.98)).toEqual({
      percent: 85.53,
      remaining: 36.18,
      reached: false,
      message: 'Spend €36.18 more to get free EU shipping!',
    });
    expect(freeShippingProgress(259.8, 250).reached).toBe(true);
  });

  it('given a remaining amount over a thousand, it formats it with a thousands comma', () => {
    expect(freeShippingProgress(0, 1500).message).toBe(
      'Spend €1,500.00 more to get free EU shipping!',
    );
  });
});
