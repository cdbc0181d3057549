import { failure, MESSAGES, success } from '@peptide/domain';
import type { OrderFragment, PlacedOrder } from '@peptide/sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  type OrderRequest,
  orderCreationMessage,
  type PlaceOrderSteps,
  placeOrder,
} from './placeOrder';

const request: OrderRequest = {
  billing: { firstName: 'Ada', email: ' ada@example.com ' },
  shipping: {},
  shipToDifferentAddress: false,
  paymentMethod: 'btcpaygf_default',
  orderNotes: '',
  createAccount: false,
};

/** The checkout's answer for order 42 in `status`, with the gateway's `redirect`. */
const placedOrder = (status = 'PENDING', redirect: string | null = null): PlacedOrder => ({
  orderId: 42,
  order: { databaseId: 42, status } as OrderFragment,
  redirect,
});

function steps(overrides: Partial<PlaceOrderSteps> = {}) {
  const calls: string[] = [];
  const all: PlaceOrderSteps = {
    createOrder: vi.fn(async (_request: OrderRequest, withAccount: boolean) => {
      calls.push(withAccount ? 'order with account' : 'order');
      return success(placedOrder());
    }),
    cryptoFlow: true,
    registrationRefusal: vi.fn(async () => null),
    startPayment: vi.fn(async () => {
      calls.push('payment');
      return success('http://127.0.0.1:4000/pay/42?key=k');
    }),
    tell: vi.fn(),
    awaitingPayment: vi.fn(() => {
      calls.push('awaiting payment');
    }),
    ...overrides,
  };
  return { all, calls };
}

describe('placeOrder', () => {
  it('given a guest without Create Account, it orders, pays, records the order as awaiting its payment and answers its payment page', async () => {
    const { all, calls } = steps();
    const outcome = await placeOrder(request, null, all);
    expect(outcome).toEqual({ ok: true, value: 'http://127.0.0.1:4000/pay/42?key=k' });
    expect(calls).toEqual(['order', 'payment', 'awaiting payment']);
    expect(all.startPayment).toHaveBeenCalledWith(42, 'btcpaygf_default');
    expect(all.awaitingPayment).toHaveBeenCalledWith(42, 'http://127.0.0.1:4000/pay/42?key=k');
  });

  it('given a guest who ticked Create Account, the checkout itself creates the account, and the page says so', async () => {
    const { all, calls } = steps();
    const outcome = await placeOrder({ ...request, createAccount: true }, null, all);
    expect(calls).toEqual(['order with account', 'payment', 'awaiting payment']);
    expect(outcome).toEqual({ ok: true, value: 'http://127.0.0.1:4000/pay/42?key=k' });
    expect(all.tell).toHaveBeenCalledWith('success', MESSAGES.registrationCredentialsToFollow);
  });

  it('given a logged-in customer who ticked Create Account, the checkout creates no account', async () => {
    const { all, calls } = steps();
    await placeOrder({ ...request, createAccount: true }, 'dXNlcjox', all);
    expect(calls[0]).toBe('order');
    expect(all.tell).not.toHaveBeenCalled();
  });

  it('given a registration the shop limits refuse, it says so and places a guest order', async () => {
    const { all, calls } = steps({ registrationRefusal: vi.fn(async () => 'Too many') });
    const outcome = await placeOrder({ ...request, createAccount: true }, null, all);
    expect(all.tell).toHaveBeenCalledWith('error', 'Too many');
    expect(calls).toEqual(['order', 'payment', 'awaiting payment']);
    expect(outcome.ok).toBe(true);
  });

  it('given a checkout with an account the server refuses, nothing says the account was made', async () => {
    const { all } = steps({
      createOrder: vi.fn(async () => failure(MESSAGES.orderCreationFailed)),
    });
    await placeOrder({ ...request, createAccount: true }, null, all);
    expect(all.tell).not.toHaveBeenCalled();
  });

  it('given an order the server refuses, it stops with the message before any payment', async () => {
    const { all, calls } = steps({
      createOrder: vi.fn(async () => failure(MESSAGES.orderCreationFailed)),
    });
    const outcome = await placeOrder(request, null, all);
    expect(outcome).toEqual({ ok: false, error: 'Order creation failed' });
    expect(calls).toEqual([]);
  });

  it('given a payment that fails, it keeps the shopper on the page with "Payment failed: …"', async () => {
    const { all, calls } = steps({
      startPayment: vi.fn(async () => failure(MESSAGES.paymentFailed('down'))),
    });
    const outcome = await placeOrder(request, null, all);
    expect(outcome).toEqual({ ok: false, error: 'Payment failed: down' });
    expect(calls).not.toContain('awaiting payment');
  });

  it('given a payment without a URL, it says "Payment URL not returned"', async () => {
    const { all } = steps({
      startPayment: vi.fn(async () => failure(MESSAGES.paymentUrlMissing)),
    });
    expect(await placeOrder(request, null, all)).toEqual({
      ok: false,
      error: 'Payment URL not returned',
    });
  });
});

describe('placeOrder after the checkout answer', () => {
  it('given an offline gateway (the order on hold), it shows order received and starts no payment', async () => {
    const onHold = placedOrder('ON_HOLD', 'https://wp.example/checkout/order-received/42/?key=k');
    const { all, calls } = steps({ createOrder: vi.fn(async () => success(onHold)) });
    const outcome = await placeOrder(request, null, all);
    expect(outcome).toEqual({ ok: true, value: '/order-summary/42' });
    expect(calls).toEqual([]);
  });

  it('given an offline gateway and Create Account, the checkout creates the account and answers order received', async () => {
    const { all, calls } = steps({
      createOrder: vi.fn(async () => success(placedOrder('PROCESSING'))),
    });
    const outcome = await placeOrder({ ...request, createAccount: true }, null, all);
    expect(all.createOrder).toHaveBeenCalledWith({ ...request, createAccount: true }, true);
    expect(calls).toEqual([]);
    expect(all.tell).toHaveBeenCalledWith('success', MESSAGES.registrationCredentialsToFollow);
    expect(outcome).toEqual({ ok: true, value: '/order-summary/42' });
  });

  it('given a backend without the crypto start, it follows the gateway redirect', async () => {
    const { all, calls } = steps({
      cryptoFlow: false,
      createOrder: vi.fn(async () => success(placedOrder('PENDING', 'https://pay.example/i/9'))),
    });
    const outcome = await placeOrder(request, null, all);
    expect(outcome).toEqual({ ok: true, value: 'https://pay.example/i/9' });
    expect(calls).toEqual(['awaiting payment']);
    expect(all.startPayment).not.toHaveBeenCalled();
    expect(all.awaitingPayment).toHaveBeenCalledWith(42, 'https://pay.example/i/9');
  });
});

describe('orderCreationMessage', () => {
  it('given a reason, it follows "Order creation failed"; without one it is the message alone', () => {
    expect(orderCreationMessage('Only 1 item(s) left in stock.')).toBe(
      'Order creation failed: Only 1 item(s) left in stock.',
    );
    expect(orderCreationMessage(null)).toBe('Order creation failed');
  });
});
