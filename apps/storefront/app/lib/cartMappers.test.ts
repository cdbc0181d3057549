import type { CartLine } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';
import { toCartLineItem } from './cartMappers';

const line = (productId: number, name: string): CartLine => ({
  id: `k${productId}`,
  key: `k${productId}`,
  productId,
  name,
  link: `/product/${productId}`,
  price: 4.99,
  image: '/placeholder.svg',
  quantity: 1,
  stock: null,
  slug: String(productId),
  subtotal: 4.99,
});

describe('toCartLineItem', () => {
  it('given the shipping insurance’s line / it is an add-on (Remove, no quantity stepper)', () => {
    expect(toCartLineItem(line(INSURANCE_PRODUCT_ID, 'Premium shipping insurance')).addOn).toBe(
      true,
    );
  });

  it('given a product’s line / it is no add-on', () => {
    expect(toCartLineItem(line(101, 'BPC-157 5mg')).addOn).toBe(false);
  });
});
