import { BITCOIN_GATEWAY_ID } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STEPS, paymentMethodSteps } from './howToPay';

describe('paymentMethodSteps', () => {
  it('given the Bitcoin gateway / it takes the spec’s steps under the checkout’s label', () => {
    const [bitcoin] = paymentMethodSteps([
      { id: BITCOIN_GATEWAY_ID, title: 'Pay with Bitcoin', description: '10% off' },
    ]);
    expect(bitcoin).toEqual({
      id: BITCOIN_GATEWAY_ID,
      title: 'Pay with Bitcoin',
      steps: PAYMENT_STEPS,
    });
  });

  it('given every kind of gateway / each is explained by its own label, in the backend’s order', () => {
    const methods = paymentMethodSteps([
      { id: 'nowpayments', title: 'Pay with Crypto', description: '' },
      { id: 'cod', title: 'Cash on delivery', description: '' },
      { id: 'bacs', title: 'Bank transfer (SEPA)', description: '' },
      { id: 'cheque', title: 'Check payments', description: 'Send a cheque to our address.' },
    ]);
    expect(methods.map((method) => [method.title, method.steps[0]?.title])).toEqual([
      ['Pay with Crypto', 'Choose Pay with Crypto'],
      ['Cash on delivery', 'Choose Cash on delivery'],
      ['Bank transfer (SEPA)', 'Choose Bank transfer (SEPA)'],
      ['Check payments', 'Choose Check payments'],
    ]);
    expect(methods[2]?.steps.map((step) => step.title)).toContain('Transfer the order total');
    expect(methods[3]?.steps[1]?.text).toBe('Your order is placed. Send a cheque to our address.');
  });

  it('given gateways without a title / a known kind takes its usual label, an unknown one is left out', () => {
    const methods = paymentMethodSteps([
      { id: 'bacs', title: '', description: '' },
      { id: 'mystery', title: '', description: '' },
    ]);
    expect(methods.map((method) => method.title)).toEqual(['Direct bank transfer']);
  });
});
