import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64';

describe('base64', () => {
  it('given ASCII text, it encodes as btoa does', () => {
    expect(encodeBase64('product:123')).toBe('cHJvZHVjdDoxMjM=');
  });

  it('given non-ASCII text, it round-trips through UTF-8', () => {
    expect(decodeBase64(encodeBase64('prix: €12 ünïcode'))).toBe('prix: €12 ünïcode');
  });

  it('given URL-safe base64 without padding, it decodes it', () => {
    expect(decodeBase64('eyJhIjoiPz8_In0')).toBe('{"a":"???"}');
  });

  it('given text that is not base64, it gives null', () => {
    expect(decodeBase64('not base64!')).toBeNull();
    expect(decodeBase64('abcde')).toBeNull();
  });

  it('given base64 of bytes that are not UTF-8, it gives null', () => {
    expect(decodeBase64('/w==')).toBeNull();
  });
});
