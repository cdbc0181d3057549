import { describe, expect, it } from 'vitest';
import { catalogPageCount, catalogPosition, catalogSearch } from './catalog-sort';

/** The query's parameters, as a URL's `searchParams` reads them. */
const position = (search: string) =>
  catalogPosition({
    get: (name) =>
      search
        .split('&')
        .map((pair) => pair.split('='))
        .find(([key]) => key === name)?.[1] ?? null,
  });
const canonical = (search: string) => {
  const { sort, page } = position(search);
  return catalogSearch(sort, page ?? 1);
};

describe('catalogue sort and page from the URL', () => {
  it('given no parameters, it is the default order on page 1 with no query', () => {
    expect(position('')).toMatchObject({ sort: { key: 'menu_order' }, page: 1 });
    expect(canonical('')).toBe('');
  });

  it('given the parameters in another order, it canonicalises the same', () => {
    expect(canonical('order=asc&orderby=price')).toBe('?orderby=price&order=asc');
    expect(canonical('orderby=price&order=asc')).toBe('?orderby=price&order=asc');
    expect(canonical('page=2&utm_source=x&order=asc&orderby=price')).toBe(
      '?orderby=price&order=asc&page=2',
    );
  });

  it("given the menu's keys, it reads the same sorts as the links' orderby and order", () => {
    expect(canonical('orderby=price-desc')).toBe('?orderby=price&order=desc');
    expect(canonical('orderby=price')).toBe('?orderby=price&order=asc');
    expect(canonical('orderby=title')).toBe('?orderby=title&order=asc');
    expect(canonical('orderby=popularity')).toBe('?orderby=popularity');
    expect(canonical('orderby=date')).toBe('?orderby=date');
    expect(canonical('orderby=menu_order')).toBe('');
  });

  it('given an unknown sort, it falls back to the default order', () => {
    expect(position('orderby=rating').sort.key).toBe('menu_order');
    expect(position('orderby=title&order=desc').sort.key).toBe('menu_order');
  });

  it('given a page that is not a whole number from 1, the page is null', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '', '01', '99999999']) {
      expect(position(`page=${page}`).page).toBeNull();
    }
    expect(position('page=3').page).toBe(3);
    expect(canonical('page=1')).toBe('');
  });

  it('given 32 products, they fill 3 pages; none fill one', () => {
    expect(catalogPageCount(32)).toBe(3);
    expect(catalogPageCount(24)).toBe(2);
    expect(catalogPageCount(0)).toBe(1);
  });
});
