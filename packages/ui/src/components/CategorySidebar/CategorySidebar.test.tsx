import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategorySidebar } from './CategorySidebar';

const categories = [
  { name: 'Powders', href: '/product-category/powders' },
  { name: 'Peptides', href: '/product-category/peptides' },
];

describe('CategorySidebar', () => {
  it('given categories, it lists them and ends with All Products linking to /shop', () => {
    render(<CategorySidebar categories={categories} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Powders', 'Peptides', 'All Products']);
    expect(links[2]?.getAttribute('href')).toBe('/shop');
  });

  it('given the current category, it is marked as the current page', () => {
    render(<CategorySidebar categories={categories} currentHref="/product-category/peptides" />);
    expect(screen.getByRole('link', { name: 'Peptides' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Powders' }).hasAttribute('aria-current')).toBe(false);
  });

  it('given an error, it says Error loading categories', () => {
    render(<CategorySidebar categories={[]} error />);
    expect(screen.getByRole('alert').textContent).toBe('Error loading categories');
  });
});
