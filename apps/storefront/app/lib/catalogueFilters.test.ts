import { CATALOG_SORTS, type CatalogQuery } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import type { ListingPosition } from './catalogue-listing.server';
import { activeFilterChips, filterPanelData } from './catalogueFilters';

const byPrice = CATALOG_SORTS.find((sort) => sort.key === 'price') as CatalogQuery['sort'];

function position(query: Partial<CatalogQuery>, inCategory = false): ListingPosition {
  const full: ListingPosition['query'] = {
    categories: [],
    minPrice: null,
    maxPrice: null,
    inStock: false,
    onSale: false,
    sort: byPrice,
    ...query,
    page: 2,
  };
  return {
    query: full,
    sortKey: full.sort.key,
    page: 2,
    pageCount: 3,
    path: '/shop',
    basePath: '/shop',
    sorted: true,
    filtered: true,
    inCategory,
  };
}

const facets = {
  ok: true as const,
  value: {
    categories: [
      { slug: 'peptides', name: 'Peptides', count: 9 },
      { slug: 'powders', name: 'Powders', count: 0 },
      { slug: 'uncategorized', name: 'Uncategorized', count: 1 },
    ],
    inStockCount: 7,
    onSaleCount: 2,
    minPrice: 9.9,
    maxPrice: 280,
  },
};

const sidebar = {
  ok: true as const,
  value: [
    { name: 'Powders', href: '/product-category/powders' },
    { name: 'Peptides', href: '/product-category/peptides' },
  ],
};

describe('the filter panel of a listing', () => {
  it('given the shop, it offers the sidebar’s categories in its order with the backend’s counts', () => {
    const panel = filterPanelData(position({ categories: ['peptides'] }), facets, sidebar);
    expect(panel.categories).toEqual([
      { value: 'powders', label: 'Powders', count: 0, checked: false },
      { value: 'peptides', label: 'Peptides', count: 9, checked: true },
    ]);
    expect(panel).toMatchObject({
      inStock: { checked: false, count: 7 },
      onSale: { checked: false, count: 2 },
      priceBounds: { min: 9, max: 280 },
      keep: [
        { name: 'orderby', value: 'price' },
        { name: 'order', value: 'asc' },
      ],
      activeCount: 1,
    });
  });

  it('given a search’s results, the form keeps the search and the order as hidden fields', () => {
    const panel = filterPanelData(position({ search: 'bpc 157' }), facets, sidebar);
    expect(panel.keep).toEqual([
      { name: 'q', value: 'bpc 157' },
      { name: 'orderby', value: 'price' },
      { name: 'order', value: 'asc' },
    ]);
  });

  it('given a category’s page, it offers no categories', () => {
    expect(filterPanelData(position({}, true), facets, sidebar).categories).toEqual([]);
  });

  it('given the counts failed, the choices show without counts', () => {
    const panel = filterPanelData(position({}), { ok: false, error: 'down' }, sidebar);
    expect(panel.categories).toEqual([
      { value: 'powders', label: 'Powders', count: null, checked: false },
      { value: 'peptides', label: 'Peptides', count: null, checked: false },
    ]);
    expect(panel.inStock).toEqual({ checked: false, count: null });
    expect(panel.priceBounds).toBeNull();
  });

  it('given filters in force, each chip links to the first page without it, order kept', () => {
    const at = position({ categories: ['peptides', 'powders'], minPrice: 10, inStock: true });
    const { chips, clearHref } = activeFilterChips(at, filterPanelData(at, facets, sidebar));
    expect(chips).toEqual([
      {
        key: 'category=peptides',
        label: 'Peptides',
        href: '/shop?category=powders&min_price=10&stock=instock&orderby=price&order=asc',
      },
      {
        key: 'category=powders',
        label: 'Powders',
        href: '/shop?category=peptides&min_price=10&stock=instock&orderby=price&order=asc',
      },
      {
        key: 'minPrice',
        label: 'From €10.00',
        href: '/shop?category=peptides,powders&stock=instock&orderby=price&order=asc',
      },
      {
        key: 'inStock',
        label: 'In stock only',
        href: '/shop?category=peptides,powders&min_price=10&orderby=price&order=asc',
      },
    ]);
    expect(clearHref).toBe('/shop?orderby=price&order=asc');
  });
});
