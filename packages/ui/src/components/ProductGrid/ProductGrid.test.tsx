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

  it('given no cards, it shows the empty message and a link on to the shop', () => {
    render(<ProductGrid empty="Nothing here">{[]}</ProductGrid>);
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe(
      '/shop',
    );
  });

  it('given no cards and no message, it still says so and offers the shop', () => {
    render(<ProductGrid />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse products' })).toBeTruthy();
  });

  it('given no cards and another next step, it offers that one', () => {
    render(<ProductGrid emptyAction={{ label: 'All Products', href: '/shop?all' }} />);
    expect(screen.getByRole('link', { name: 'All Products' }).getAttribute('href')).toBe(
      '/shop?all',
    );
  });

  it('given no cards and no next step, it shows no link', () => {
    render(<ProductGrid empty="Nothing here" emptyAction={null} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
