import { describe, expect, it } from 'vitest';
import {
  categorySlug,
  coaLinks,
  findInsuranceLine,
  isShippingInsurance,
  listedCategories,
  productCardAction,
  sidebarCategories,
} from './catalog';

describe('categorySlug', () => {
  it('given a category name, it lower-cases it with dashes', () => {
    expect(categorySlug('BAC Water')).toBe('bac-water');
    expect(categorySlug(' Peptides ')).toBe('peptides');
    expect(categorySlug('Amino & Acids!')).toBe('amino-acids');
  });
});

describe('listedCategories', () => {
  it('given an empty Uncategorized (count 0 or WPGraphQL’s null) / it is left out, the rest kept in order', () => {
    expect(
      listedCategories([
        { name: 'Powders', count: 10 },
        { name: 'Uncategorized', count: 0 },
        { name: 'Peptides', count: 17 },
        { name: 'Accessories', count: null },
      ]).map((c) => c.name),
    ).toEqual(['Powders', 'Peptides']);
  });
});

describe('sidebarCategories', () => {
  it("given the backend's categories, it drops All Products and reverses the rest", () => {
    expect(
      sidebarCategories([
        { name: 'All Products' },
        { name: 'Powders' },
        { name: 'Peptides' },
        { name: 'BAC Water' },
      ]).map((c) => c.name),
    ).toEqual(['BAC Water', 'Peptides', 'Powders']);
  });

  it('given a list, it leaves the original untouched', () => {
    const list = [{ name: 'A' }, { name: 'B' }];
    sidebarCategories(list);
    expect(list.map((c) => c.name)).toEqual(['A', 'B']);
  });
});

describe('shipping insurance', () => {
  it('given the insurance product id or its name, it is the insurance', () => {
    expect(isShippingInsurance({ databaseId: 11710 }, 11710)).toBe(true);
    expect(isShippingInsurance({ productId: 11710 }, 11710)).toBe(true);
    expect(isShippingInsurance({ name: 'Premium Shipping Insurance' }, 11710)).toBe(true);
    expect(isShippingInsurance({ databaseId: 5, name: 'BPC-157' }, 11710)).toBe(false);
  });
});

describe('findInsuranceLine', () => {
  it('given the insurance in the cart, it finds its line', () => {
    const lines = [
      { productId: 3, key: 'a' },
      { productId: '11710', key: 'b' },
    ];
    expect(findInsuranceLine(lines, 11710)?.key).toBe('b');
    expect(findInsuranceLine([{ productId: 3 }], 11710)).toBeUndefined();
  });
});

describe('productCardAction', () => {
  it('given a simple product in stock, the card adds to cart', () => {
    expect(productCardAction({ type: 'SIMPLE', stockStatus: 'IN_STOCK' })).toBe('add-to-cart');
    expect(productCardAction({})).toBe('add-to-cart');
  });

  it('given a variable product, the card links to its options', () => {
    expect(productCardAction({ type: 'VARIABLE' })).toBe('select-options');
    expect(productCardAction({ type: 'VariableProduct' })).toBe('select-options');
  });

  it('given an out-of-stock product, the card says so', () => {
    expect(productCardAction({ type: 'VARIABLE', stockStatus: 'OUT_OF_STOCK' })).toBe(
      'out-of-stock',
    );
  });
});

describe('coaLinks', () => {
  it('given up to three certificate pairs, it lists those with a file', () => {
    expect(
      coaLinks({
        coaName: 'HPLC',
        coaFile: '/coa/1.pdf',
        coaName2: 'Unused',
        coaFile2: ' ',
        coaName3: null,
        coaFile3: '/coa/3.pdf',
      }),
    ).toEqual([
      { name: 'HPLC', url: '/coa/1.pdf' },
      { name: 'COA', url: '/coa/3.pdf' },
    ]);
  });

  it('given no fields, it lists none', () => {
    expect(coaLinks(null)).toEqual([]);
  });
});
