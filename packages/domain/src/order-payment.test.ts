import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { orderNextSteps, orderStatusWords, showsPaymentInstructions } from './order-payment';

describe('orderStatusWords', () => {
  it("given WooCommerce's statuses / they read in the shopper's words", () => {
    expect(orderStatusWords('ON_HOLD')).toBe(MESSAGES.orderStatusOnHold);
    expect(orderStatusWords('on-hold')).toBe(MESSAGES.orderStatusOnHold);
    expect(orderStatusWords('PROCESSING')).toBe(MESSAGES.orderStatusProcessing);
  });
  it("given another plugin's status / it reads in sentence case", () => {
    expect(orderStatusWords('AWAITING_SHIPMENT')).toBe('Awaiting shipment');
  });
});

describe('orderNextSteps', () => {
  it('given an on-hold bank transfer / the order ships once the payment has arrived', () => {
    expect(orderNextSteps('ON_HOLD', 'bacs')).toBe(MESSAGES.nextStepsBankTransfer);
  });
  it('given cash on delivery / the shopper pays at the door', () => {
    expect(orderNextSteps('PROCESSING', 'cod')).toBe(MESSAGES.nextStepsCashOnDelivery);
  });
  it('given a paid or a finished order / it is being prepared, or nothing is left to say', () => {
    expect(orderNextSteps('PROCESSING', 'btcpaygf_default')).toBe(MESSAGES.nextStepsProcessing);
    expect(orderNextSteps('COMPLETED', 'bacs')).toBeNull();
  });
});

describe('showsPaymentInstructions', () => {
  it("given an offline gateway's unpaid order / its instructions show, not once paid", () => {
    expect(showsPaymentInstructions('ON_HOLD', 'bacs')).toBe(true);
    expect(showsPaymentInstructions('PROCESSING', 'bacs')).toBe(false);
    expect(showsPaymentInstructions('PROCESSING', 'cod')).toBe(true);
    expect(showsPaymentInstructions('PENDING', 'btcpaygf_default')).toBe(false);
  });
});
