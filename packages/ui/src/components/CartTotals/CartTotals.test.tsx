import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartTotals } from './CartTotals';

const rows = () =>
  Array.from(document.querySelectorAll('dl > div')).map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

describe('CartTotals', () => {
  it('given no coupon, it lists Subtotal, Shipping and Total', () => {
    render(<CartTotals subtotal={120} shipping={15} shippingLabel="Xpresspost" total={135} />);
    expect(rows()).toEqual([
      ['Subtotal', '€120.00'],
      ['Shipping', '€15.00Xpresspost'],
      ['Total', '€135.00'],
    ]);
  });

  it('given free shipping, shipping shows 0.00', () => {
    render(<CartTotals subtotal={300} shipping={0} total={300} />);
    expect(rows()[1]).toEqual(['Shipping', '€0.00']);
  });

  it('given a coupon discount, it shows Discount (Coupon) and [Remove] reports removal', async () => {
    const onRemoveCoupon = vi.fn();
    render(
      <CartTotals
        subtotal={120}
        discount={12}
        onRemoveCoupon={onRemoveCoupon}
        shipping={15}
        total={123}
      />,
    );
    // [Remove] sits under the label, so the amount column holds the amount alone.
    expect(rows()[1]?.[0]).toBe('Discount (Coupon)[Remove]');
    expect(rows()[1]?.[1]).toBe('-€12.00');
    await userEvent.click(screen.getByRole('button', { name: '[Remove]' }));
    expect(onRemoveCoupon).toHaveBeenCalled();
  });
});
