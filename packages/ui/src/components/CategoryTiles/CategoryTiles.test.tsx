import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryTiles } from './CategoryTiles';

describe('CategoryTiles', () => {
  it('given the defaults, it links the four home categories in order', () => {
    render(<CategoryTiles />);
    const list = screen.getByRole('list', { name: 'Shop by category' });
    const links = within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Powders', '/product-category/powders'],
      ['Peptides', '/product-category/peptides'],
      ['Best Sellers', '/product-category/best-sellers'],
      ['BAC Water', '/product-category/bac-water'],
    ]);
  });

  it('given a tile with an image, it shows it decoratively with its size set', () => {
    const { container } = render(
      <CategoryTiles tiles={[{ label: 'Powders', href: '/p', image: '/powders.png' }]} />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/powders.png');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('width')).toBe('400');
    expect(image?.getAttribute('height')).toBe('320');
    expect(screen.getByRole('link', { name: 'Powders' })).toBeTruthy();
  });

  it('given a tile with neither image nor illustration, it draws the default art', () => {
    const { container } = render(<CategoryTiles tiles={[{ label: 'Other', href: '/o' }]} />);
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
