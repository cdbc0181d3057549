import { describe, expect, it } from 'vitest';
import { clearShopStorage, STORAGE_KEYS } from './keys';
import { memoryStorage } from './storage';

describe('clearShopStorage', () => {
  it('given every shop key and a foreign key, it removes the shop keys only', () => {
    const storage = memoryStorage({ 'someone-else': 'kept' });
    for (const key of Object.values(STORAGE_KEYS)) storage.setItem(key, 'x');
    clearShopStorage(storage);
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('someone-else')).toBe('kept');
  });

  it('has distinct key names', () => {
    const names = Object.values(STORAGE_KEYS);
    expect(new Set(names).size).toBe(names.length);
  });
});
