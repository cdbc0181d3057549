import { describe, expect, it } from 'vitest';
import type { OrderFragment } from './generated/graphql';
import { type PlacedOrder, paymentStep } from './payment';

const placed = (status: string, redirect: string | null): PlacedOrder => ({
  orderId: 7,
  order: { status, databaseId: 7 } as OrderFragment,
  redirect,
});

describe('paymentStep', () => {
  it('given an offline gateway (on hold or processing), the shopper goes to order received', () => {
    const received = 'https://wp.example/checkout/order-received/7/?key=wc_order_x';
    expect(paymentStep(placed('ON_HOLD', received), true)).toEqual({ kind: 'received' });
    expect(paymentStep(placed('PROCESSING', received), false)).toEqual({ kind: 'received' });
  });

  it('given a redirecting gateway on a stock backend, the shopper goes to its page', () => {
    expect(paymentStep(placed('PENDING', 'https://pay.example/i/abc'), false)).toEqual({
      kind: 'redirect',
      url: 'https://pay.example/i/abc',
    });
  });

  it('given the shop crypto flow, a pending order starts it instead of the redirect', () => {
    expect(paymentStep(placed('PENDING', 'https://pay.example/i/abc'), true)).toEqual({
      kind: 'initiate',
    });
  });

  it('given a pending order whose gateway names no payment page, the shopper goes to order received', () => {
    for (const redirect of [
      null,
      '',
      'javascript:alert(1)',
      'not a url',
      'https://wp.example/checkout/order-received/7/?key=k',
    ]) {
      expect(paymentStep(placed('PENDING', redirect), false)).toEqual({ kind: 'received' });
    }
  });
});
