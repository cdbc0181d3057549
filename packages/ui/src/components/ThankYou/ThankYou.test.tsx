import { MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThankYou } from './ThankYou';

describe('ThankYou', () => {
  it('given a placed order, it thanks the shopper and links to the order and back home', () => {
    render(<ThankYou orderHref="/order-summary/42" />);
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.thankYouTitle })).toBeTruthy();
    expect(screen.getByText(MESSAGES.orderPlaced)).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.viewYourOrder }).getAttribute('href')).toBe(
      '/order-summary/42',
    );
    expect(screen.getByRole('link', { name: MESSAGES.backToHome }).getAttribute('href')).toBe('/');
  });

  it('given no order, it does not say one was placed and leads to the shop', () => {
    render(<ThankYou />);
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.noOrderPlacedTitle }),
    ).toBeTruthy();
    expect(screen.queryByText(MESSAGES.orderPlaced)).toBeNull();
    expect(screen.queryByText(MESSAGES.thankYouTitle)).toBeNull();
    expect(screen.getByRole('link', { name: MESSAGES.continueShopping }).getAttribute('href')).toBe(
      '/shop',
    );
  });
});
