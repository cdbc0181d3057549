import { describe, expect, it } from 'vitest';
import { toVariationOptions, type VariationData, variationPickerLabel } from './productMappers';

/** A variation as GetProductBySlug answers it, with only what the mappers read. */
function variation(
  databaseId: number,
  attributes: { name: string; label: string | null; value: string }[],
  stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK' = 'IN_STOCK',
): VariationData {
  return {
    databaseId,
    name: `Variation ${databaseId}`,
    stockStatus,
    attributes: {
      nodes: attributes.map((attribute, index) => ({ id: String(index), ...attribute })),
    },
  } as VariationData;
}

describe('variationPickerLabel', () => {
  it('given variations by size / the picker is labelled with the attribute’s label', () => {
    const sizes = [variation(1, [{ name: 'pa_size', label: 'Size', value: '5mg' }])];
    expect(variationPickerLabel(sizes)).toBe('Size');
  });

  it('given an attribute without a label / its name labels the picker', () => {
    expect(
      variationPickerLabel([variation(1, [{ name: 'Size', label: null, value: '5mg' }])]),
    ).toBe('Size');
  });

  it('given two attributes / both label it', () => {
    const both = variation(1, [
      { name: 'pa_size', label: 'Size', value: '5mg' },
      { name: 'pa_purity', label: 'Purity', value: '99%' },
    ]);
    expect(variationPickerLabel([both])).toBe('Size / Purity');
  });

  it('given variations that name no attribute / none', () => {
    expect(variationPickerLabel([variation(1, [])])).toBeUndefined();
    expect(variationPickerLabel([])).toBeUndefined();
  });
});

describe('toVariationOptions', () => {
  it('given a sold-out size / it is an option, marked not in stock', () => {
    const options = toVariationOptions([
      variation(1, [{ name: 'pa_size', label: 'Size', value: '5mg' }]),
      variation(2, [{ name: 'pa_size', label: 'Size', value: '10mg' }], 'OUT_OF_STOCK'),
    ]);
    expect(options).toEqual([
      { id: '1', label: '5mg', inStock: true },
      { id: '2', label: '10mg', inStock: false },
    ]);
  });
});
