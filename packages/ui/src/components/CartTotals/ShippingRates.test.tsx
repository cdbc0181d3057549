import { MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartTotals } from './CartTotals';

const RATES = [
  { id: 'flat_rate:1', label: 'Xpresspost', cost: 15 },
  { id: 'free_shipping:2', label: 'Free shipping', cost: 0 },
];

describe('ShippingRates', () => {
  it('given two rates with the flat rate chosen / it offers both, the flat rate checked, in a form that posts the choice', () => {
    render(
      <CartTotals
        subtotal={300}
        shipping={15}
        shippingLabel="Xpresspost"
        total={315}
        shippingRates={{ rates: RATES, chosen: 'flat_rate:1', onChoose: () => {}, action: '/cart' }}
      />,
    );
    const group = screen.getByRole('group', { name: MESSAGES.chooseShippingLegend });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Xpresspost/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Free shipping/ }).checked).toBe(
      false,
    );
    const form = group.closest('form');
    expect(form?.getAttribute('action')).toBe('/cart');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe(
      'shippingMethod',
    );
    expect(screen.getByRole('button', { name: MESSAGES.updateShipping })).toBeTruthy();
  });

  it('given a rate clicked / it is chosen', async () => {
    const onChoose = vi.fn();
    render(
      <CartTotals
        subtotal={300}
        shipping={15}
        total={315}
        shippingRates={{ rates: RATES, chosen: 'flat_rate:1', onChoose }}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: /Free shipping/ }));
    expect(onChoose).toHaveBeenCalledWith('free_shipping:2');
  });

  it('given one rate / there is nothing to choose and no choice shows', () => {
    render(
      <CartTotals
        subtotal={30}
        shipping={15}
        total={45}
        shippingRates={{ rates: RATES.slice(0, 1), chosen: 'flat_rate:1', onChoose: () => {} }}
      />,
    );
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
