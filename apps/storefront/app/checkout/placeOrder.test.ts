import { failure, MESSAGES, success } from '@peptide/domain';
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

function steps(overrides: Partial<PlaceOrderSteps> = {}) {
  const calls: string[] = [];
  const all: PlaceOrderSteps = {
    createOrder: vi.fn(async () => {
      calls.push('order');
      return success(42);
    }),
    register: vi.fn(async () => {
      calls.push('register');
      return success(MESSAGES.registrationSuccessful);
    }),
    startPayment: vi.fn(async () => {
      calls.push('payment');
      return success('http://127.0.0.1:4000/pay/42?key=k');
    }),
    tell: vi.fn(),
    awaitingPayment: vi.fn(() => {
      calls.push('awaiting payment');
    }),
    pause: vi.fn(async () => {
      calls.push('pause');
    }),
    redirect: vi.fn(() => {
      calls.push('redirect');
    }),
    ...overrides,
  };
  return { all, calls };
}

describe('placeOrder', () => {
  it('given a guest without Create Account, it orders, pays, records the order as awaiting its payment and redirects', async () => {
    const { all, calls } = steps();
    const outcome = await placeOrder(request, null, all);
    expect(outcome).toEqual({ ok: true, value: 'http://127.0.0.1:4000/pay/42?key=k' });
    expect(calls).toEqual(['order', 'payment', 'awaiting payment', 'redirect']);
    expect(all.startPayment).toHaveBeenCalledWith(42, 'btcpaygf_default');
    expect(all.awaitingPayment).toHaveBeenCalledWith(42, 'http://127.0.0.1:4000/pay/42?key=k');
  });

  it('given a guest who ticked Create Account, it registers the billing e-mail after the order and its payment', async () => {
    const { all, calls } = steps();
    await placeOrder({ ...request, createAccount: true }, null, all);
    expect(calls).toEqual([
      'order',
      'payment',
      'awaiting payment',
      'register',
      'pause',
      'redirect',
    ]);
    expect(all.pause).toHaveBeenCalledWith(3000);
    expect(all.register).toHaveBeenCalledWith('ada@example.com');
    expect(all.tell).toHaveBeenCalledWith('success', MESSAGES.registrationSuccessful);
  });

  it('given a logged-in customer who ticked Create Account, it does not register', async () => {
    const { all, calls } = steps();
    await placeOrder({ ...request, createAccount: true }, 'dXNlcjox', all);
    expect(calls).not.toContain('register');
  });

  it('given a registration that fails, it says so and still goes to payment', async () => {
    const { all, calls } = steps({
      register: vi.fn(async () => failure(MESSAGES.registrationFailed)),
    });
    const outcome = await placeOrder({ ...request, createAccount: true }, null, all);
    expect(all.tell).toHaveBeenCalledWith('error', MESSAGES.registrationFailed);
    expect(outcome.ok).toBe(true);
    expect(calls).toContain('redirect');
  });

  it('given a registration that throws, it says "Failed to register, please try again."', async () => {
    const { all } = steps({ register: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await placeOrder({ ...request, createAccount: true }, null, all);
    expect(all.tell).toHaveBeenCalledWith('error', MESSAGES.registrationFailed);
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
    expect(calls).not.toContain('redirect');
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

describe('orderCreationMessage', () => {
  it('given a reason, it follows "Order creation failed"; without one it is the message alone', () => {
    expect(orderCreationMessage('Only 1 item(s) left in stock.')).toBe(
      'Order creation failed: Only 1 item(s) left in stock.',
    );
    expect(orderCreationMessage(null)).toBe('Order creation failed');
  });
});
