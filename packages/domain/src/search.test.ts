import { describe, expect, it } from 'vitest';
import { searchResultsLabel } from './search';

describe('searchResultsLabel', () => {
  it('given 0, 1 and many results, it words the count', () => {
    expect(searchResultsLabel(0)).toBe('No results found');
    expect(searchResultsLabel(1)).toBe('1 result found');
    expect(searchResultsLabel(12)).toBe('12 results found');
  });
});
