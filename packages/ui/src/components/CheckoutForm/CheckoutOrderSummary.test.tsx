import { MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutOrderSummary } from './CheckoutOrderSummary';

const lines = [{ id: 'l1', name: 'BPC-157', quantity: 2, total: 79.98 }];
const rowText = (name: RegExp) => screen.getByRole('row', { name }).textContent;

describe('CheckoutOrderSummary', () => {
  it('given a coupon and the bitcoin discount, both are taken off between Subtotal and Shipping', () => {
    render(
      <CheckoutOrderSummary
        lines={lines}
        totals={{
          subtotal: 79.98,
          discount: 8,
          bitcoinDiscount: 7.2,
          shipping: 15,
          total: 79.78,
          shippingLabel: 'Xpresspost',
        }}
      />,
    );
    const rows = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual([
      'Subtotal',
      'Discount (Coupon)',
      `Bitcoin discount (${MESSAGES.bitcoinDiscountLabel})`,
      'Shipping (Xpresspost)',
      'Total',
    ]);
    expect(rowText(/Discount \(Coupon\)/)).toContain('-€8.00');
    expect(rowText(/^Total/)).toContain('€79.78');
  });

  it('given no discounts, no discount rows are shown', () => {
    render(
      <CheckoutOrderSummary
        lines={lines}
        totals={{ subtotal: 79.98, discount: 0, bitcoinDiscount: 0, shipping: 15, total: 94.98 }}
      />,
    );
    expect(screen.queryByRole('row', { name: /Discount/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Subtotal' })).toBeTruthy();
  });
});
