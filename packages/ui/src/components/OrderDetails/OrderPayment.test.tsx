import { MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderPayment } from './OrderPayment';

describe('OrderPayment', () => {
  it('given an order awaiting payment / it shows method, shipping, status, next step and the link to pay', () => {
    render(
      <OrderPayment
        headingLevel={2}
        payment={{
          method: 'Bitcoin',
          shippingMethod: 'Flat rate',
          status: MESSAGES.orderStatusPending,
          nextSteps: MESSAGES.nextStepsAwaitingPayment,
          paymentUrl: 'https://pay.example/pay/42?key=k',
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Payment' });
    expect(region.textContent).toContain('Payment methodBitcoin');
    expect(region.textContent).toContain(`${MESSAGES.shippingMethodLabel}Flat rate`);
    expect(region.textContent).toContain(`Status${MESSAGES.orderStatusPending}`);
    expect(screen.getByText(MESSAGES.nextStepsAwaitingPayment)).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.goToPayment }).getAttribute('href')).toBe(
      'https://pay.example/pay/42?key=k',
    );
  });

  it('given a processing order / it says how it ships and what happens next, and offers no payment', () => {
    render(
      <OrderPayment
        headingLevel={2}
        payment={{
          method: 'Bitcoin',
          shippingMethod: 'Free shipping',
          status: MESSAGES.orderStatusProcessing,
          nextSteps: MESSAGES.nextStepsProcessing,
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain(
      `${MESSAGES.shippingMethodLabel}Free shipping`,
    );
    expect(screen.getByText(MESSAGES.nextStepsProcessing)).toBeTruthy();
    expect(screen.queryByRole('link', { name: MESSAGES.goToPayment })).toBeNull();
  });
});
