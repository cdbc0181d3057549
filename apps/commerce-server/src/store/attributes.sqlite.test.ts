import { describe, expect, it } from 'vitest';
import type { ProductVariation } from '../model/models';
import type { AttributeTerm } from '../model/terms';
import { productAttributes } from './attributes';

const SIZE = { databaseId: 1, taxonomy: 'pa_size', label: 'Size' };

const term = (databaseId: number, slug: string, menuOrder: number): AttributeTerm => ({
  databaseId,
  attributeId: SIZE.databaseId,
  taxonomy: SIZE.taxonomy,
  name: slug,
  slug,
  description: '',
  menuOrder,
  count: 1,
});

const TERMS = [term(40, '5mg', 0), term(41, '10mg', 1), term(42, '20mg', 2)];

const variation = (attributes: { name: string; value: string }[]) =>
  ({ attributes }) as ProductVariation;

describe('productAttributes', () => {
  it('given variations naming a global attribute and a written one, the first is global with its terms in their order, the second local with its values', () => {
    const variations = [
      variation([
        { name: 'pa_size', value: '20mg' },
        { name: 'Form', value: 'Vial' },
      ]),
      variation([
        { name: 'pa_size', value: '5mg' },
        { name: 'Form', value: 'Pen' },
      ]),
      variation([
        { name: 'pa_size', value: '20mg' },
        { name: 'Form', value: 'Vial' },
      ]),
    ];
    expect(productAttributes(7, variations, [SIZE], TERMS)).toEqual([
      {
        productId: 7,
        position: 0,
        name: 'pa_size',
        label: 'Size',
        attributeId: 1,
        scope: 'GLOBAL',
        options: ['5mg', '20mg'],
        terms: [TERMS[0], TERMS[2]],
        visible: true,
        variation: true,
      },
      {
        productId: 7,
        position: 1,
        name: 'Form',
        label: 'Form',
        attributeId: 0,
        scope: 'LOCAL',
        options: ['Vial', 'Pen'],
        terms: [],
        visible: true,
        variation: true,
      },
    ]);
  });

  it('given no variations (a simple product), there are no attributes', () => {
    expect(productAttributes(7, [], [SIZE], TERMS)).toEqual([]);
  });
});
