import { describe, expect, it } from 'vitest';
import { ART_HUE_BAND, artHue, drawArt } from './svg-art';

describe('the catalogue art', () => {
  it('given any hue, it draws in the cyan-to-violet band, away from sale, success and error colours', () => {
    for (let hue = -360; hue <= 720; hue += 7) {
      const folded = artHue(hue);
      expect(folded).toBeGreaterThanOrEqual(ART_HUE_BAND.from);
      expect(folded).toBeLessThanOrEqual(ART_HUE_BAND.to);
    }
  });

  it('given a red, amber or green seed hue, the vial uses none of them', () => {
    for (const hue of [0, 10, 40, 120, 150, 330]) {
      const svg = drawArt({ title: 'Test 5mg', hue, shape: 'vial' });
      const hues = [...svg.matchAll(/hsl\((\d+),/g)].map((match) => Number(match[1]));
      expect(hues.length).toBeGreaterThan(0);
      for (const used of hues) expect(used).toBeGreaterThanOrEqual(ART_HUE_BAND.from);
    }
  });
});
