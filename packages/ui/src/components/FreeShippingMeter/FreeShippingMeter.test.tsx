import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FreeShippingMeter } from './FreeShippingMeter';

describe('FreeShippingMeter', () => {
  it('given a subtotal under the threshold, it says what is left and fills the bar in proportion', () => {
    render(<FreeShippingMeter subtotal={100} threshold={250} />);
    expect(screen.getByText('Spend €150.00 more to get free EU shipping!')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  });

  it('given a subtotal over the threshold, it congratulates and the bar is full', () => {
    render(<FreeShippingMeter subtotal={300} threshold={250} />);
    expect(screen.getByText("Congrats, you've activated free EU shipping!")).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('given a coupon that takes the cart under the threshold, it measures the subtotal after the coupon', () => {
    render(<FreeShippingMeter subtotal={259.8} couponDiscount={45.98} threshold={250} />);
    expect(screen.getByText('Spend €36.18 more to get free EU shipping!')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('86');
  });
});
