import { createServerClient, GetProductsDocument } from '@peptide/sdk';
import { describe, expect, it } from 'vitest';
import { commerceServerPerFile } from '../testing/commerceServer';
import { query } from './commerce.server';
import { toProductCard, toSearchResult } from './productCards';

const commerce = commerceServerPerFile();
const client = () => createServerClient({ endpoint: commerce.endpoint });

async function productNamed(name: string) {
  const { products } = await query(client(), GetProductsDocument, { first: 100 });
  const product = products?.nodes?.find((node) => node?.name === name);
  if (!product) throw new Error(`the seed has no ${name}`);
  return product;
}

describe('toProductCard, on the seeded catalogue', () => {
  it('given a simple product in stock / it links to its page and offers Add to cart', async () => {
    const product = await productNamed('BPC-157 5mg');
    expect(toProductCard(product)).toEqual({
      id: product.databaseId,
      slug: 'bpc-157-5mg',
      name: 'BPC-157 5mg',
      href: '/product/bpc-157-5mg',
      image: product.image?.sourceUrl,
      price: 45,
      regularPrice: null,
      priceRange: null,
      inStock: true,
      type: 'simple',
    });
  });

  it('given a simple product on sale / it shows the regular price beside the sale price', async () => {
    const card = toProductCard(await productNamed('TB-500 5mg'));
    expect([card.price, card.regularPrice]).toEqual([49.5, 55]);
  });

  it('given a variable product / it is a Select Options card with its price range', async () => {
    const card = toProductCard(await productNamed('Tesamorelin'));
    expect(card.type).toBe('variable');
    expect(card.priceRange).toEqual({ min: 85, max: 280 });
    expect(card.price).toBe(85);
    expect(card.regularPrice).toBeNull();
  });

  it('given a product out of stock / it is not in stock', async () => {
    expect(toProductCard(await productNamed('GHK-Cu 50mg')).inStock).toBe(false);
  });

  it('given a product / its search result has the card name, page, image and lowest price', async () => {
    const product = await productNamed('Retatrutide');
    expect(toSearchResult(product)).toEqual({
      id: product.databaseId,
      name: 'Retatrutide',
      href: '/product/retatrutide',
      image: product.image?.sourceUrl,
      price: 120,
    });
  });
});
