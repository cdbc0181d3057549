import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActiveFilters } from './ActiveFilters';

describe('ActiveFilters', () => {
  it('given filters in force, each chip links to the listing without it and Clear all to none', () => {
    render(
      <ActiveFilters
        chips={[
          { key: 'category=peptides', label: 'Peptides', href: '/shop?stock=instock' },
          { key: 'stock', label: 'In stock only', href: '/shop?category=peptides' },
        ]}
        clearHref="/shop?orderby=price&order=asc"
      />,
    );
    const region = screen.getByRole('region', { name: 'Active filters' });
    expect(
      within(region).getByRole('link', { name: 'Remove filter: Peptides' }).getAttribute('href'),
    ).toBe('/shop?stock=instock');
    expect(
      within(region)
        .getByRole('link', { name: 'Remove filter: In stock only' })
        .getAttribute('href'),
    ).toBe('/shop?category=peptides');
    expect(within(region).getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
      '/shop?orderby=price&order=asc',
    );
  });

  it('given no filter, nothing renders', () => {
    const { container } = render(<ActiveFilters chips={[]} clearHref="/shop" />);
    expect(container.innerHTML).toBe('');
  });
});
