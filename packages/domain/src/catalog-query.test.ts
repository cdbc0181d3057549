import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeCatalogFilters,
  type CatalogQuery,
  catalogQuery,
  catalogQuerySearch,
  isFiltered,
  searchText,
  withoutCatalogFilter,
  withoutCatalogFilters,
} from './catalog-query';
import { CATALOG_SORTS } from './catalog-sort';
import { LIMITS } from './constants';

/** A query string's parameters, read as a URL's `searchParams` reads them (the package has no DOM). */
function params(search: string) {
  const pairs = search
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      const decode = (text: string) => {
        try {
          return decodeURIComponent(text.replaceAll('+', ' '));
        } catch {
          return text;
        }
      };
      return [decode(name), decode(value.join('='))] as const;
    });
  const getAll = (name: string) => pairs.filter(([key]) => key === name).map(([, value]) => value);
  return { get: (name: string) => getAll(name)[0] ?? null, getAll };
}
const read = (search: string) => catalogQuery(params(search));
const canonical = (search: string) => catalogQuerySearch(read(search));

describe('catalogue query from the URL', () => {
  it('given no parameters, it is the whole catalogue, unfiltered, with no query', () => {
    expect(read('')).toMatchObject({
      categories: [],
      minPrice: null,
      maxPrice: null,
      inStock: false,
      onSale: false,
      page: 1,
    });
    expect(isFiltered(read(''))).toBe(false);
    expect(canonical('')).toBe('');
  });

  it('given a search, it is written first, as a form writes it, and kept by sort, page and filter removal', () => {
    expect(canonical('page=2&orderby=price&order=asc&q=bac%20water&stock=instock')).toBe(
      '?q=bac+water&stock=instock&orderby=price&order=asc&page=2',
    );
    expect(read('q=bac+water').search).toBe('bac water');
    expect(canonical(`q=${encodeURIComponent("nad+ (it's) ~*")}`)).toBe(
      '?q=nad%2B+%28it%27s%29+%7E*',
    );
    const query = read('q=retatrutdie&stock=instock&page=3');
    expect(catalogQuerySearch(withoutCatalogFilter(query, { kind: 'inStock' }))).toBe(
      '?q=retatrutdie',
    );
    expect(catalogQuerySearch(withoutCatalogFilters(query))).toBe('?q=retatrutdie');
    expect(isFiltered(read('q=bpc'))).toBe(false);
  });

  it('given a blank or overlong search, it is left out or cut to the field length and trimmed', () => {
    expect(read('q=%20%20').search).toBeUndefined();
    expect(canonical('q=+')).toBe('');
    expect(read(`q=${'a'.repeat(LIMITS.searchMaxLength)}bcd`).search).toBe(
      'a'.repeat(LIMITS.searchMaxLength),
    );
    expect(searchText(`  ${'b'.repeat(LIMITS.searchMaxLength - 2)}  x`)).toBe(
      'b'.repeat(LIMITS.searchMaxLength - 2),
    );
  });

  it('given every filter, it writes them in a fixed order before the sort and the page', () => {
    expect(
      canonical(
        'page=2&on_sale=1&order=asc&orderby=price&stock=instock&max_price=50&min_price=10&category=peptides,bac-water',
      ),
    ).toBe(
      '?category=bac-water,peptides&min_price=10&max_price=50&stock=instock&on_sale=1&orderby=price&order=asc&page=2',
    );
  });

  it('given categories as repeated parameters (a GET form), it reads them as one sorted list', () => {
    expect(canonical('category=powders&category=peptides&category=powders')).toBe(
      '?category=peptides,powders',
    );
    expect(canonical('category=Peptides,%20powders')).toBe('?category=peptides,powders');
  });

  it('given a category slug with odd characters, only that slug is dropped', () => {
    expect(read('category=peptides,<script>,a--b,-x,ok-1,,').categories).toEqual([
      'ok-1',
      'peptides',
    ]);
    expect(read(`category=${'a'.repeat(201)}`).categories).toEqual([]);
  });

  it(`given more than ${LIMITS.catalogMaxCategories} categories, the first ones in order are kept`, () => {
    const slugs = Array.from({ length: 30 }, (_, index) => `c${String(index).padStart(2, '0')}`);
    expect(read(`category=${slugs.join(',')}`).categories).toEqual(
      slugs.slice(0, LIMITS.catalogMaxCategories),
    );
  });

  it('given a price with more decimals, it is rounded to the cent', () => {
    expect(canonical('min_price=10.555&max_price=19.994')).toBe('?min_price=10.56&max_price=19.99');
  });

  it('given malformed prices, they are dropped; prices are written without trailing zeros', () => {
    for (const price of ['-1', '1e3', 'abc', '', '10.1234567', '0x10', 'Infinity', '100000.01']) {
      expect(read(`min_price=${price}&max_price=${price}`)).toMatchObject({
        minPrice: null,
        maxPrice: null,
      });
    }
    expect(canonical('min_price=10.50&max_price=100000')).toBe('?min_price=10.5&max_price=100000');
  });

  it('given a lowest price of 0, it is no filter; given the prices reversed, they are swapped', () => {
    expect(canonical('min_price=0&max_price=0')).toBe('?max_price=0');
    expect(canonical('min_price=50&max_price=10')).toBe('?min_price=10&max_price=50');
  });

  it('given unknown stock or sale words, those filters are off', () => {
    expect(read('stock=outofstock&on_sale=yes')).toMatchObject({ inStock: false, onSale: false });
    expect(read('stock=instock&on_sale=true')).toMatchObject({ inStock: true, onSale: true });
  });

  it('given page 0, the page is null; the filters still read', () => {
    expect(read('page=0&stock=instock')).toMatchObject({ page: null, inStock: true });
  });
});

describe('removing filters', () => {
  const query = read('category=bac-water,peptides&min_price=10&stock=instock&orderby=date&page=3');

  it('given every filter in force, there is one chip per filter in the URL order', () => {
    expect(activeCatalogFilters(query)).toEqual([
      { kind: 'category', slug: 'bac-water' },
      { kind: 'category', slug: 'peptides' },
      { kind: 'minPrice' },
      { kind: 'inStock' },
    ]);
  });

  it('after removing one filter, the others and the order stay and the page is the first', () => {
    expect(
      catalogQuerySearch(withoutCatalogFilter(query, { kind: 'category', slug: 'peptides' })),
    ).toBe('?category=bac-water&min_price=10&stock=instock&orderby=date');
    expect(catalogQuerySearch(withoutCatalogFilter(query, { kind: 'inStock' }))).toBe(
      '?category=bac-water,peptides&min_price=10&orderby=date',
    );
  });

  it('after clearing all, only the order is left', () => {
    expect(catalogQuerySearch(withoutCatalogFilters(query))).toBe('?orderby=date');
  });
});

const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);
const price = fc.integer({ min: 0, max: LIMITS.catalogMaxPrice * 100 }).map((cents) => cents / 100);
const anyQuery: fc.Arbitrary<CatalogQuery> = fc
  .record({
    categories: fc.uniqueArray(slug, { maxLength: LIMITS.catalogMaxCategories }),
    prices: fc.tuple(fc.option(price), fc.option(price)),
    inStock: fc.boolean(),
    onSale: fc.boolean(),
    sort: fc.constantFrom(...CATALOG_SORTS),
    page: fc.integer({ min: 1, max: 999 }),
  })
  .map(({ categories, prices: [low, high], ...rest }) => {
    const [minPrice, maxPrice] =
      low != null && high != null && low > high ? [high, low] : [low, high];
    return {
      ...rest,
      categories: [...categories].sort(),
      minPrice: minPrice === 0 ? null : minPrice,
      maxPrice,
    };
  });

/** The query string's parameters in a shuffled order, with categories split or joined. */
function shuffled(search: string, order: number[], split: boolean): string {
  const pairs = search
    .slice(1)
    .split('&')
    .filter(Boolean)
    .flatMap((pair) => {
      const [name, value = ''] = pair.split('=');
      return split && name === 'category'
        ? value.split(',').map((one) => `category=${one}`)
        : [pair];
    });
  return pairs
    .map((pair, index) => ({ pair, rank: order[index] ?? index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ pair }) => pair)
    .join('&');
}

describe('catalogue query properties', () => {
  it('given any valid query, reading its canonical URL gives it back', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        expect(read(catalogQuerySearch(query).slice(1))).toEqual(query);
      }),
    );
  });

  it('given any order of the same parameters, the canonical URL is the same', () => {
    fc.assert(
      fc.property(
        anyQuery,
        fc.array(fc.integer(), { minLength: 40, maxLength: 40 }),
        fc.boolean(),
        (query, order, split) => {
          const search = catalogQuerySearch(query);
          expect(canonical(shuffled(search, order, split))).toBe(search);
        },
      ),
    );
  });

  it('given any query string at all, reading never throws and the canonical URL is a fixed point', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const search = canonical(raw);
        expect(canonical(search.slice(1))).toBe(search);
      }),
    );
  });
});
