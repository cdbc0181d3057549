import type { BrowserOperation, OrderFragment } from '@peptide/sdk';
import { describe, expect, it, vi } from 'vitest';
import { keepRelayedOrder } from './relayedOrder.server';
import type { RequestShopper } from './shopperSession.server';

const pendingOrder = { databaseId: 42, status: 'PENDING' } as OrderFragment;

function recordingShopper() {
  const shopper = { keepOrder: vi.fn(), keepPayment: vi.fn() };
  return { shopper, asShopper: shopper as unknown as RequestShopper };
}

const operation = (variables: Record<string, unknown> | null = null): BrowserOperation => ({
  query: 'mutation { x }',
  variables,
  operationName: null,
});

describe('keepRelayedOrder', () => {
  it('given a checkout answer / keeps the order, with the gateway page only when the gateway names one', () => {
    const crypto = recordingShopper();
    keepRelayedOrder(crypto.asShopper, operation(), { checkout: { order: pendingOrder } }, true);
    expect(crypto.shopper.keepOrder).toHaveBeenCalledWith(pendingOrder, null);

    const redirecting = recordingShopper();
    keepRelayedOrder(
      redirecting.asShopper,
      operation(),
      { checkout: { order: pendingOrder, redirect: 'https://gateway.example/pay/42' } },
      false,
    );
    expect(redirecting.shopper.keepOrder).toHaveBeenCalledWith(
      pendingOrder,
      'https://gateway.example/pay/42',
    );
  });

  it("given a payment start's answer / keeps its http(s) page for the order it names, and nothing of a refusal", () => {
    const started = recordingShopper();
    keepRelayedOrder(
      started.asShopper,
      operation({ orderId: 42 }),
      { initiateBitcoinPayment: { success: true, paymentUrl: 'https://pay.example/42' } },
      true,
    );
    expect(started.shopper.keepPayment).toHaveBeenCalledWith(42, 'https://pay.example/42');

    const refused = recordingShopper();
    for (const start of [
      { success: false, paymentUrl: 'https://pay.example/42' },
      { success: true, paymentUrl: 'javascript:alert(1)' },
      { success: true, paymentUrl: null },
    ]) {
      keepRelayedOrder(
        refused.asShopper,
        operation({ orderId: 42 }),
        {
          initiateCryptoPayment: start,
        },
        true,
      );
    }
    expect(refused.shopper.keepPayment).not.toHaveBeenCalled();
  });

  it('given any other answer / keeps nothing', () => {
    const other = recordingShopper();
    for (const data of [null, 'text', { cart: {} }, { checkout: { order: null } }]) {
      keepRelayedOrder(other.asShopper, operation(), data, true);
    }
    expect(other.shopper.keepOrder).not.toHaveBeenCalled();
    expect(other.shopper.keepPayment).not.toHaveBeenCalled();
  });
});
