import { describe, expect, it } from 'vitest';
import { encodeBase64 } from './base64';
import { decodeGlobalId, encodeGlobalId, orderNumberFromId } from './global-id';

describe('encodeGlobalId and decodeGlobalId', () => {
  it('given a type and a database id, it encodes them as WPGraphQL does', () => {
    expect(encodeGlobalId('product', 123)).toBe('cHJvZHVjdDoxMjM=');
  });

  it('given an encoded id, it decodes the type and the integer id', () => {
    expect(decodeGlobalId(encodeGlobalId('product_variation', 45))).toEqual({
      type: 'product_variation',
      databaseId: 45,
    });
  });

  it('given several colons, the database id is the last part', () => {
    expect(decodeGlobalId(encodeBase64('arrayconnection:term:7'))).toEqual({
      type: 'arrayconnection:term',
      databaseId: 7,
    });
  });

  it('given malformed ids, it gives null without throwing', () => {
    const malformed = [
      '',
      null,
      undefined,
      'not base64!',
      'abcde',
      encodeBase64('product'),
      encodeBase64('product:'),
      encodeBase64(':12'),
      encodeBase64('product:12a'),
      encodeBase64('product:-3'),
      encodeBase64('product:99999999999999999999'),
      encodeBase64('bad type:1'),
      '/w==',
    ];
    for (const id of malformed) expect(decodeGlobalId(id)).toBeNull();
  });
});

describe('orderNumberFromId', () => {
  it('given a base64 order id, it shows the database id', () => {
    expect(orderNumberFromId(encodeGlobalId('order', 1234))).toBe('1234');
  });

  it('given a decoded colon-separated id, it shows the last part', () => {
    expect(orderNumberFromId('order:77')).toBe('77');
  });

  it('given a plain number, it shows it', () => {
    expect(orderNumberFromId(42)).toBe('42');
    expect(orderNumberFromId('42')).toBe('42');
  });

  it('given nothing, it gives an empty string', () => {
    expect(orderNumberFromId(null)).toBe('');
    expect(orderNumberFromId(undefined)).toBe('');
  });
});
