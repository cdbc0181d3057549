import { describe, expect, it } from 'vitest';
import { coaArt } from './coaArt';
import { VERIFICATION_COAS } from './coas';

describe('verification COAs', () => {
  it('given the COA page / it has 12 static cards, each with art and an external lab link', () => {
    expect(VERIFICATION_COAS).toHaveLength(12);
    expect(new Set(VERIFICATION_COAS.map((coa) => coa.slug)).size).toBe(12);
    for (const coa of VERIFICATION_COAS) {
      expect(coa.href).toMatch(/^https:\/\//);
      expect(coa.image).toBe(`/coas/${coa.slug}.svg`);
    }
  });

  // The art is generated: `vitest run app/content/coas.test.ts -u` redraws public/coas/.
  it.each(VERIFICATION_COAS.map((coa) => [coa.slug, coa] as const))(
    'given %s / the shipped art is the drawing of its card',
    async (slug, coa) => {
      await expect(coaArt(coa)).toMatchFileSnapshot(`../../public/coas/${slug}.svg`);
    },
  );
});
