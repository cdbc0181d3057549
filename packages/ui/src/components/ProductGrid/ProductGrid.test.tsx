import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from './ProductGrid';

describe('ProductGrid', () => {
  it('given loading, it shows 8 skeleton cards by default', () => {
    render(<ProductGrid loading />);
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
  });

  it('given loading with a skeleton count of 4, it shows 4', () => {
    render(<ProductGrid loading skeletonCount={4} />);
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(4);
  });

  it('given cards, each gets a list cell', () => {
    render(
      <ProductGrid label="Products">
        <p>one</p>
        <p>two</p>
      </ProductGrid>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('given no cards, it shows the empty message', () => {
    render(<ProductGrid empty="Nothing here">{[]}</ProductGrid>);
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });
});
