import { MESSAGES } from '@peptide/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThankYou } from './ThankYou';

describe('ThankYou', () => {
  it('given a placed order, it thanks the shopper and links back home', () => {
    render(<ThankYou />);
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.thankYouTitle })).toBeTruthy();
    expect(screen.getByText(MESSAGES.orderPlaced)).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.backToHome }).getAttribute('href')).toBe('/');
  });
});
