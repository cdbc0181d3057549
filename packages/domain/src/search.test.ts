import { describe, expect, it } from 'vitest';
import { filterProductsByName, searchResultsLabel } from './search';

describe('filterProductsByName', () => {
  const products = [
    { name: 'BPC-157 5mg' },
    { name: 'TB-500' },
    { name: 'Bacteriostatic Water' },
    { name: null },
  ];

  it('given a query in another case, it matches a substring of the name', () => {
    expect(filterProductsByName(products, 'bpc')).toEqual([{ name: 'BPC-157 5mg' }]);
    expect(filterProductsByName(products, ' WATER ')).toEqual([{ name: 'Bacteriostatic Water' }]);
  });

  it('given a blank query, it finds nothing', () => {
    expect(filterProductsByName(products, '   ')).toEqual([]);
    expect(filterProductsByName(products, undefined)).toEqual([]);
  });

  it('given a query over 30 characters, only the first 30 count', () => {
    const long = `${'x'.repeat(30)}BPC`;
    expect(filterProductsByName([{ name: 'x'.repeat(30) }], long)).toHaveLength(1);
  });
});

describe('searchResultsLabel', () => {
  it('given 0, 1 and many results, it words the count', () => {
    expect(searchResultsLabel(0)).toBe('No results found');
    expect(searchResultsLabel(1)).toBe('1 result found');
    expect(searchResultsLabel(12)).toBe('12 results found');
  });
});
