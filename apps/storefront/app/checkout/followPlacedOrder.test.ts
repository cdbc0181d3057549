import { MESSAGES, TIMINGS } from '@peptide/domain';
import { describe, expect, it, vi } from 'vitest';
import { type FollowSteps, followPlacedOrder, type PlacedOrderAnswer } from './followPlacedOrder';

const PAY = 'http://127.0.0.1:4000/pay/42?key=k';

function steps() {
  const calls: string[] = [];
  const all: FollowSteps = {
    awaitingPayment: vi.fn((orderId) => calls.push(`awaiting ${orderId}`)),
    tell: vi.fn(({ message }) => calls.push(`tell ${message}`)),
    pause: vi.fn(async (ms) => {
      calls.push(`pause ${ms}`);
    }),
    redirect: vi.fn((url) => calls.push(`redirect ${url}`)),
    received: vi.fn((path) => calls.push(`received ${path}`)),
  };
  return { all, calls };
}

const placed = (overrides: Partial<PlacedOrderAnswer> = {}): PlacedOrderAnswer => ({
  orderId: 42,
  paymentUrl: PAY,
  told: [],
  ...overrides,
});

describe('followPlacedOrder', () => {
  it('given an order paid online / it says it awaits its payment and leaves for the payment page at once', async () => {
    const { all, calls } = steps();
    await followPlacedOrder(placed(), all);
    expect(calls).toEqual(['awaiting 42', `redirect ${PAY}`]);
    expect(all.pause).not.toHaveBeenCalled();
  });

  it('given a registration at checkout / the shopper is told and given time to read it before leaving', async () => {
    const { all, calls } = steps();
    const told = [{ tone: 'success' as const, message: MESSAGES.registrationSuccessful }];
    await followPlacedOrder(placed({ told }), all);
    expect(calls).toEqual([
      'awaiting 42',
      `tell ${MESSAGES.registrationSuccessful}`,
      `pause ${TIMINGS.successMessage}`,
      `redirect ${PAY}`,
    ]);
  });

  it('given an offline gateway / it shows order received, told first when there is something to say', async () => {
    const quiet = steps();
    await followPlacedOrder(placed({ paymentUrl: null }), quiet.all);
    expect(quiet.calls).toEqual(['received /order-summary/42']);
    const told = steps();
    const failed = [{ tone: 'error' as const, message: MESSAGES.registrationFailed }];
    await followPlacedOrder(placed({ paymentUrl: null, told: failed }), told.all);
    expect(told.calls).toEqual([
      `tell ${MESSAGES.registrationFailed}`,
      `pause ${TIMINGS.successMessage}`,
      'received /order-summary/42',
    ]);
  });
});
