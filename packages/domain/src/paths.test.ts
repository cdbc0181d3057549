import { describe, expect, it } from 'vitest';
import { productPath } from './paths';

describe('productPath', () => {
  it('given a slug / it is the product page under /product/', () => {
    expect(productPath('bpc-157-5mg')).toBe('/product/bpc-157-5mg');
  });

  it('given a slug with characters a path cannot hold / it encodes them', () => {
    expect(productPath('a b/c?d')).toBe('/product/a%20b%2Fc%3Fd');
  });

  it('given no slug / it is the bare product path', () => {
    expect(productPath(null)).toBe('/product/');
  });
});
