import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { variationFromQuery, variationSearch } from './variation-address';

const variations = [
  { id: 1, attributes: [{ name: 'pa_size', value: '5mg' }] },
  { id: 2, attributes: [{ name: 'pa_size', value: '10mg' }] },
];

/** A query string's parameters as a URL's `searchParams` reads them (the package has no DOM). */
const params = (search: string) => ({
  get: (name: string) =>
    search
      .replace(/^\?/, '')
      .split('&')
      .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replaceAll('+', ' '))))
      .find(([key]) => key === name)?.[1] ?? null,
});

describe('the variation in the product URL', () => {
  it('given attribute_pa_size=10mg, it chooses the 10mg variation', () => {
    expect(variationFromQuery(variations, params('attribute_pa_size=10mg'))?.id).toBe(2);
    expect(variationFromQuery(variations, params('utm=x&attribute_pa_size=10MG'))?.id).toBe(2);
  });

  it('given an unknown value or no attribute, it chooses none', () => {
    expect(variationFromQuery(variations, params('attribute_pa_size=15mg'))).toBeNull();
    expect(variationFromQuery(variations, params(''))).toBeNull();
    expect(variationFromQuery(variations, params('attribute_pa_colour=red'))).toBeNull();
  });

  it('given a variation with two attributes, the URL must name both', () => {
    const two = [
      {
        attributes: [
          { name: 'pa_size', value: '10mg' },
          { name: 'pa_form', value: 'vial' },
        ],
      },
    ];
    expect(variationFromQuery(two, params('attribute_pa_size=10mg'))).toBeNull();
    expect(variationSearch(two[0] ?? null)).toBe('?attribute_pa_form=vial&attribute_pa_size=10mg');
  });

  it('given a value with a space, a slash and marks / the URL spells it as a form sends it', () => {
    const variation = { attributes: [{ name: 'pa_size', value: "10 mg/vial (Bob's)~!*" }] };
    expect(variationSearch(variation)).toBe('?attribute_pa_size=10+mg%2Fvial+%28Bob%27s%29%7E%21*');
  });

  it('given no variation, the URL has no query', () => {
    expect(variationSearch(null)).toBe('');
  });

  it('given any attribute values, the URL written for a variation chooses it again', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.string({ minLength: 1 }).filter((value) => value.trim() === value),
          {
            minLength: 1,
            maxLength: 6,
            selector: (value) => value.toLowerCase(),
          },
        ),
        (values) => {
          const list = values.map((value, id) => ({
            id,
            attributes: [{ name: 'pa_size', value }],
          }));
          for (const variation of list) {
            expect(variationFromQuery(list, params(variationSearch(variation)))?.id).toBe(
              variation.id,
            );
          }
        },
      ),
    );
  });
});
