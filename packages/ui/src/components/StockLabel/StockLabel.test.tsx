import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StockLabel } from './StockLabel';

describe('StockLabel', () => {
  it('given managed stock, it shows the units left', () => {
    const { container } = render(<StockLabel stockStatus="IN_STOCK" stockQuantity={12} />);
    expect(container.textContent).toBe('12 in stock');
  });

  it('given out of stock, it says Out of Stock', () => {
    const { container } = render(<StockLabel stockStatus="OUT_OF_STOCK" />);
    expect(container.textContent).toBe('Out of Stock');
  });

  it('given in stock with 0 units, it says Out of Stock', () => {
    const { container } = render(<StockLabel stockStatus="IN_STOCK" stockQuantity={0} />);
    expect(container.textContent).toBe('Out of Stock');
  });
});
