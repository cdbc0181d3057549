import { describe, expect, it } from 'vitest';
import { CHECKOUT_DRAFT_KEY } from './checkoutDraft';
import {
  forgetPaidOrder,
  PENDING_PAYMENT_KEY,
  readPendingPayment,
  settlePendingPayment,
  writePendingPayment,
} from './pendingPayment';

function memory(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => {
      entries.delete(key);
    },
    setItem: (key, value) => {
      entries.set(key, value);
    },
  };
}

const pending = { orderId: 42, paymentUrl: 'http://127.0.0.1:4000/pay/42?key=wc_order_x' };

describe('the order that awaits its payment', () => {
  it('given an order on its way to the payment, it reads back as written', () => {
    const storage = memory();
    writePendingPayment(storage, pending);
    expect(readPendingPayment(storage)).toEqual(pending);
  });

  it('given a stored value that is not an order with a web address, it is absent and removed', () => {
    for (const raw of [
      '{',
      '[]',
      JSON.stringify({ orderId: '42', paymentUrl: pending.paymentUrl }),
      JSON.stringify({ orderId: 0, paymentUrl: pending.paymentUrl }),
      JSON.stringify({ orderId: 42, paymentUrl: 'javascript:alert(1)' }),
      JSON.stringify({ orderId: 42, paymentUrl: 'not a url' }),
    ]) {
      const storage = memory();
      storage.setItem(PENDING_PAYMENT_KEY, raw);
      expect(readPendingPayment(storage), raw).toBeNull();
      expect(storage.getItem(PENDING_PAYMENT_KEY), raw).toBeNull();
    }
  });

  it('given the order paid or cancelled, it is forgotten; another order still waits', () => {
    const storage = memory();
    writePendingPayment(storage, pending);
    settlePendingPayment(storage, 41);
    expect(readPendingPayment(storage)).toEqual(pending);
    settlePendingPayment(storage, 42);
    expect(readPendingPayment(storage)).toBeNull();
  });

  it('given a paid order, the checkout draft and the waiting order are forgotten', () => {
    const storage = memory();
    storage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ billing: { firstName: 'Ada' } }));
    writePendingPayment(storage, pending);
    forgetPaidOrder(storage, 42);
    expect(storage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    expect(readPendingPayment(storage)).toBeNull();
  });
});
