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

  it('given a coupon discount, it shows Discount (Coupon) and Remove reports removal', async () => {
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
    expect(rows()[1]).toEqual(['Discount (Coupon)Remove', '-€12.00']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemoveCoupon).toHaveBeenCalled();
  });

  it('given a remove action, Remove posts the code there, and with scripts reports removal once', async () => {
    const onRemoveCoupon = vi.fn();
    render(
      <CartTotals
        subtotal={120}
        discount={12}
        couponCode="WELCOME10"
        onRemoveCoupon={onRemoveCoupon}
        removeCouponAction="/cart"
        shipping={15}
        total={123}
      />,
    );
    const remove = screen.getByRole('button', { name: 'Remove coupon WELCOME10' });
    const form = remove.closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/cart');
    expect(new FormData(form).get('code')).toBe('WELCOME10');
    expect(remove.getAttribute('value')).toBe('removeCoupon');
    await userEvent.click(remove);
    expect(onRemoveCoupon).toHaveBeenCalledTimes(1);
  });

  it('given the coupon code, the row names it and its Remove button is named for it, on the same row', async () => {
    const onRemoveCoupon = vi.fn();
    render(
      <CartTotals
        subtotal={120}
        discount={12}
        couponCode="WELCOME10"
        onRemoveCoupon={onRemoveCoupon}
        shipping={15}
        total={123}
      />,
    );
    const remove = screen.getByRole('button', { name: 'Remove coupon WELCOME10' });
    expect(remove.textContent).toBe('Remove');
    expect(remove.closest('dt')?.firstChild?.textContent).toBe('Discount (WELCOME10)');
    expect(rows()[1]).toEqual(['Discount (WELCOME10)Remove', '-€12.00']);
    await userEvent.click(remove);
    expect(onRemoveCoupon).toHaveBeenCalledTimes(1);
  });
});
