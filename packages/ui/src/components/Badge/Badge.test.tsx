import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge, OutOfStockBadge, SaleBadge } from './Badge';

describe('Badge', () => {
  it('given the out-of-stock badge, it says Out of Stock', () => {
    render(<OutOfStockBadge />);
    expect(screen.getByText('Out of Stock')).toBeTruthy();
  });

  it('given the sale badge, it says Sale', () => {
    render(<SaleBadge />);
    expect(screen.getByText('Sale')).toBeTruthy();
  });

  it('given a cart count of 0, the count badge is hidden', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container.innerHTML).toBe('');
  });

  it('given a cart count above 0, the count badge shows it', () => {
    render(<CountBadge count={3} />);
    expect(screen.getByTestId('count-badge').textContent).toBe('3');
  });
});
