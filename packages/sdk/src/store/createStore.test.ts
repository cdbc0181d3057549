import { describe, expect, it } from 'vitest';
import { createStore } from './createStore';

const counter = () => createStore({ count: 0, label: 'a' }, (state) => ({ ...state }));

describe('createStore', () => {
  it('given no change, it gives the same snapshot object each time', () => {
    const store = counter();
    expect(store.snapshot()).toBe(store.snapshot());
    expect(store.snapshot()).toBe(store.initialSnapshot());
  });

  it('after a set, listeners are told once and read a new snapshot with the patch merged', () => {
    const store = counter();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.snapshot()));
    store.set({ count: 1 });
    expect(seen).toEqual([{ count: 1, label: 'a' }]);
    expect(store.get()).toEqual({ count: 1, label: 'a' });
    expect(store.initialSnapshot()).toEqual({ count: 0, label: 'a' });
  });

  it('after unsubscribing, a listener is no longer told', () => {
    const store = counter();
    let calls = 0;
    const stop = store.subscribe(() => {
      calls += 1;
    });
    store.set({ count: 1 });
    stop();
    store.set({ count: 2 });
    expect(calls).toBe(1);
  });
});
