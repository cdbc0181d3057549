import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './keys';
import {
  readAuthToken,
  readCartRecord,
  readSession,
  readUser,
  resetCartRecord,
  resetUnreadableRecords,
  writeCartRecord,
  writeSession,
  writeUser,
} from './records';
import { memoryStorage } from './storage';

describe('stored records', () => {
  it('given a written session, it reads the same record back', () => {
    const storage = memoryStorage();
    writeSession(storage, { token: 't', createdTime: 5 });
    expect(readSession(storage)).toEqual({ token: 't', createdTime: 5 });
  });

  it.each([
    ['invalid JSON', '{'],
    ['null', 'null'],
    ['a number', '42'],
    ['createdTime as a string', '{"token":"t","createdTime":"5"}'],
    ['a numeric token', '{"token":5,"createdTime":5}'],
  ])('given %s as the session, it reads as absent', (_label, raw) => {
    expect(readSession(memoryStorage({ [STORAGE_KEYS.session]: raw }))).toBeNull();
  });

  it('given a written user, it reads it back; a foreign shape reads as absent', () => {
    const storage = memoryStorage();
    writeUser(storage, { id: '1', name: 'Ann', email: 'ann@example.com' });
    expect(readUser(storage)).toEqual({ id: '1', name: 'Ann', email: 'ann@example.com' });
    storage.setItem(STORAGE_KEYS.user, '{"id":1}');
    expect(readUser(storage)).toBeNull();
    storage.setItem(STORAGE_KEYS.user, 'undefined');
    expect(readUser(storage)).toBeNull();
  });

  it('given a blank token, it reads as absent', () => {
    expect(readAuthToken(memoryStorage({ [STORAGE_KEYS.authToken]: '  ' }))).toBeNull();
    expect(readAuthToken(memoryStorage({ [STORAGE_KEYS.authToken]: 'a.b.c' }))).toBe('a.b.c');
  });

  it('given a cart record, resetting it leaves an empty cart', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.cart]: '[{"id":1}]' });
    resetCartRecord(storage);
    expect(storage.getItem(STORAGE_KEYS.cart)).toBe('[]');
  });

  it('given written cart lines, it reads them back; a corrupt or foreign cart reads as empty', () => {
    const storage = memoryStorage();
    const line = {
      id: 'k1',
      key: 'k1',
      productId: 12,
      variationId: null,
      name: 'BPC-157',
      link: '/product/bpc-157',
      price: 45,
      image: '/placeholder.svg',
      quantity: 2,
      stock: 10,
      slug: 'bpc-157',
      subtotal: 90,
    };
    writeCartRecord(storage, [line]);
    expect(readCartRecord(storage)).toEqual([line]);
    storage.setItem(STORAGE_KEYS.cart, '[{"productId":"12"}]');
    expect(readCartRecord(storage)).toEqual([]);
    storage.setItem(STORAGE_KEYS.cart, '{"items":[]}');
    expect(readCartRecord(storage)).toEqual([]);
    storage.setItem(STORAGE_KEYS.cart, 'not json');
    expect(readCartRecord(storage)).toEqual([]);
  });
});

describe('resetUnreadableRecords', () => {
  it('given unreadable session, user and cart records, it removes the first two and empties the cart', () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.session]: '{"token":42}',
      [STORAGE_KEYS.user]: '[1,2,3]',
      [STORAGE_KEYS.cart]: '{"broken',
    });
    resetUnreadableRecords(storage);
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.cart)).toBe('[]');
  });

  it('given readable records, it leaves every one as it was', () => {
    const records = {
      [STORAGE_KEYS.session]: '{"token":"t","createdTime":5}',
      [STORAGE_KEYS.user]: '{"id":"u","name":"Ada","email":"ada@example.org"}',
      [STORAGE_KEYS.cart]: '{"lines":[]}',
    };
    const storage = memoryStorage(records);
    resetUnreadableRecords(storage);
    for (const [key, value] of Object.entries(records)) expect(storage.getItem(key)).toBe(value);
  });
});
