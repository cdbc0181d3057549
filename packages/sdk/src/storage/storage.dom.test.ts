import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStorageAdapter, memoryStorage, NO_LOCAL_STORAGE_WARNING } from './storage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('memoryStorage', () => {
  it('given a value set, it reads it back until removed', () => {
    const storage = memoryStorage();
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });

  it('given two instances, they do not share entries', () => {
    const first = memoryStorage({ a: '1' });
    expect(memoryStorage().getItem('a')).toBeNull();
    expect(first.getItem('a')).toBe('1');
  });
});

describe('localStorageAdapter', () => {
  it('given the browser storage, it reads and writes through it', () => {
    const storage = localStorageAdapter();
    storage.setItem('cart', '[]');
    expect(localStorage.getItem('cart')).toBe('[]');
    localStorage.setItem('user', 'x');
    expect(storage.getItem('user')).toBe('x');
    storage.removeItem('user');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('given a storage that throws (blocked or full), reads are null and writes do not throw', () => {
    const failing = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: failing, setItem: failing, removeItem: failing });
    const storage = localStorageAdapter();
    expect(storage.getItem('cart')).toBeNull();
    expect(() => storage.setItem('cart', '[]')).not.toThrow();
    expect(() => storage.removeItem('cart')).not.toThrow();
  });

  it('given no localStorage at all (server rendering, Node), it behaves as empty and a write warns once per process', () => {
    vi.stubGlobal('localStorage', undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = localStorageAdapter();
    expect(storage.getItem('cart')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(() => storage.setItem('cart', '[]')).not.toThrow();
    localStorageAdapter().setItem('session', 'b');
    expect(warn.mock.calls).toEqual([[NO_LOCAL_STORAGE_WARNING]]);
    warn.mockRestore();
  });
});
