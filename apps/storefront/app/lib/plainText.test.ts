import { describe, expect, it } from 'vitest';
import { plainText } from './plainText';

describe('plainText', () => {
  it('given HTML with entities / it answers the text', () => {
    expect(plainText('<p>Peptides &amp; powders&hellip;</p>\n<p>Stored&nbsp;cold</p>')).toBe(
      'Peptides & powders… Stored cold',
    );
  });
});
