import { success } from '@peptide/domain';
import { describe, expect, it, vi } from 'vitest';
import type { CartFragment } from '../generated/graphql';
import { STORAGE_KEYS } from '../storage/keys';
import { memoryStorage } from '../storage/storage';
import { createStore } from './createStore';
import { createLazyShopStore, type ShopStoreCode, type ShopStoreFactory } from './lazyShopStore';
import type { ServerShopper, ShopStore, ShopStoreOptions } from './types';

/** A working store stand-in: a count it shows, and the calls it received. */
function workingStore() {
  const kernel = createStore({ count: 0, ready: false }, (state) => ({ ...state }));
  const calls: string[] = [];
  const store = {
    subscribe: kernel.subscribe,
    getSnapshot: kernel.snapshot,
    getServerSnapshot: kernel.initialSnapshot,
    start: () => {
      calls.push('start');
      kernel.set({ ready: true });
      return () => calls.push('stop');
    },
    addToCart: async ({ productId }: { productId: number }) => {
      calls.push(`add ${productId}`);
      kernel.set({ count: kernel.get().count + 1 });
      return success('added');
    },
    logout: () => calls.push('logout'),
    receiveCart: (cart: { lines: number } | null) => {
      calls.push(`receive ${cart?.lines ?? 'nothing'}`);
      if (cart) kernel.set({ count: cart.lines });
    },
  };
  return { store: store as unknown as ShopStore, calls };
}

/** Code that arrives when asked (or when `arrive` is called), as a dynamic import would. */
function lazyCode(make: ShopStoreFactory, present = false) {
  let current: ShopStoreFactory | null = present ? make : null;
  let settle: (factory: ShopStoreFactory) => void = () => {};
  const arrived = new Promise<ShopStoreFactory>((resolve) => {
    settle = resolve;
  });
  const arrive = () => {
    current = make;
    settle(make);
  };
  const load = vi.fn(arrive);
  const code: ShopStoreCode = { current: () => current, arrived, load };
  return { code, load, arrive };
}

const options = (stored: Record<string, string> = {}): ShopStoreOptions => ({
  endpoint: 'http://shop.test/graphql',
  storage: memoryStorage(stored),
  events: new EventTarget(),
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLazyShopStore', () => {
  it('given the code already here / it is the working store itself', () => {
    const working = workingStore();
    const make = vi.fn(() => working.store);
    const { code, load } = lazyCode(make, true);
    expect(createLazyShopStore(options(), code)).toBe(working.store);
    expect(load).not.toHaveBeenCalled();
  });

  it('given a new visitor / after start it is ready with the visitor state and fetches nothing', async () => {
    const make = vi.fn(() => workingStore().store);
    const { code, load } = lazyCode(make);
    const store = createLazyShopStore(options(), code);
    expect(store.getServerSnapshot().ready).toBe(false);
    store.start();
    await flush();
    expect(store.getSnapshot()).toMatchObject({ ready: true, count: 0, token: null, lines: [] });
    expect(store.getServerSnapshot().ready).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(make).not.toHaveBeenCalled();
  });

  it('given a stored session / start fetches the code and starts the working store', async () => {
    const working = workingStore();
    const { code, load } = lazyCode(() => working.store);
    const stored = { [STORAGE_KEYS.session]: JSON.stringify({ token: 't', createdTime: 1 }) };
    const store = createLazyShopStore(options(stored), code);
    const stop = store.start();
    await flush();
    expect(load).toHaveBeenCalledOnce();
    expect(working.calls).toEqual(['start']);
    expect(store.getSnapshot()).toBe(working.store.getSnapshot());
    stop();
    expect(working.calls).toEqual(['start', 'stop']);
  });

  it('given a dormant store / the first action waits for the code and is not lost', async () => {
    const working = workingStore();
    const { code, load } = lazyCode(() => working.store);
    const store = createLazyShopStore(options(), code);
    store.start();
    const seen: number[] = [];
    store.subscribe(() => seen.push((store.getSnapshot() as unknown as { count: number }).count));
    const answer = await store.addToCart({ productId: 7 });
    expect(load).toHaveBeenCalledOnce();
    expect(answer).toEqual(success('added'));
    expect(working.calls).toEqual(['start', 'add 7']);
    expect(seen.at(-1)).toBe(1);
    store.logout();
    expect(working.calls.at(-1)).toBe('logout');
  });

  it('given a dormant store / Add to cart shows the line and its busy button at once, before the code arrives', async () => {
    const working = workingStore();
    const { code, load } = lazyCode(() => working.store);
    code.load = vi.fn();
    const store = createLazyShopStore(options(), code);
    store.start();
    const adding = store.addToCart({
      productId: 7,
      quantity: 2,
      preview: { name: 'BAC Water 3ml', slug: 'bac-water-3ml', price: 9 },
    });
    expect(store.getSnapshot()).toMatchObject({ count: 1, adding: { 7: true } });
    expect(store.getSnapshot().lines[0]).toMatchObject({ productId: 7, quantity: 2 });
    expect(code.load).toHaveBeenCalledOnce();
    expect(working.calls).toEqual([]);

    load();
    expect(await adding).toEqual(success('added'));
    expect(working.calls).toEqual(['start', 'add 7']);
    expect(store.getSnapshot()).toBe(working.store.getSnapshot());
  });

  it('given a dormant store / a change sent another way shows at once, is sent before the code arrives, and its answer goes to the working store', async () => {
    const working = workingStore();
    const { code, load } = lazyCode(() => working.store);
    code.load = vi.fn();
    const store = createLazyShopStore(options(), code);
    store.start();
    let answer: (cart: { lines: number }) => void = () => {};
    const sent = vi.fn(
      () =>
        new Promise<{ cart: CartFragment }>((resolve) => {
          answer = (cart) => resolve({ cart: cart as unknown as CartFragment });
        }),
    );
    const changing = store.changeCartThrough(sent, {
      change: { kind: 'add', productId: 8, variationId: null, quantity: 1 },
      busy: 'add:8',
    });
    expect(sent).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toMatchObject({ count: 1, adding: { 8: true } });
    expect(code.load).toHaveBeenCalledOnce();

    answer({ lines: 3 });
    await flush();
    expect(working.calls).toEqual([]);
    load();
    await changing;
    expect(working.calls).toEqual(['start', 'receive 3']);
    expect(store.getSnapshot()).toMatchObject({ count: 3 });
  });

  it("given a dormant store / another tab's login wakes it, the age gate's answer does not", async () => {
    const working = workingStore();
    const { code, load } = lazyCode(() => working.store);
    const settings = options();
    const store = createLazyShopStore(settings, code);
    store.start();
    const events = settings.events as EventTarget;
    const storageEvent = (key: string) => Object.assign(new Event('storage'), { key });
    events.dispatchEvent(storageEvent(STORAGE_KEYS.ageVerified));
    expect(load).not.toHaveBeenCalled();
    events.dispatchEvent(storageEvent(STORAGE_KEYS.authToken));
    await flush();
    expect(load).toHaveBeenCalledOnce();
    expect(working.calls).toEqual(['start']);
  });

  it('given the code fetched by someone else (a page that queries) / it wakes at once', async () => {
    const working = workingStore();
    const { code, arrive } = lazyCode(() => working.store);
    const store = createLazyShopStore(options(), code);
    store.start();
    const listener = vi.fn();
    store.subscribe(listener);
    arrive();
    await flush();
    expect(listener).toHaveBeenCalled();
    expect(working.calls).toEqual(['start']);
    expect(store.getSnapshot()).toBe(working.store.getSnapshot());
  });

  describe('given a session kept on the server', () => {
    const onServer = (answer: () => Promise<ServerShopper>) => {
      const shopper = vi.fn(answer);
      return { shopper, settings: { ...options(), sessionOnServer: { shopper } } };
    };

    it('a visitor the server does not know / it asks once, is ready and fetches no code', async () => {
      const make = vi.fn(() => workingStore().store);
      const { code, load } = lazyCode(make);
      const { shopper, settings } = onServer(async () => ({ user: null, cart: false }));
      const store = createLazyShopStore(settings, code);
      store.start();
      expect(store.getSnapshot().ready).toBe(false);
      await flush();
      expect(store.getSnapshot()).toMatchObject({ ready: true, count: 0 });
      expect(shopper).toHaveBeenCalledOnce();
      expect(load).not.toHaveBeenCalled();
    });

    it.each([
      ['a cart', { user: null, cart: true }],
      ['a login', { user: { id: 'u1', name: 'Ada', email: 'ada@example.com' }, cart: false }],
    ] as const)(
      'the server keeps %s / it wakes and hands the answer to the working store',
      async (_, answer) => {
        const working = workingStore();
        let given: ShopStoreOptions | undefined;
        const { code, load } = lazyCode((settings) => {
          given = settings;
          return working.store;
        });
        const { shopper, settings } = onServer(async () => answer);
        const store = createLazyShopStore(settings, code);
        store.start();
        await flush();
        expect(load).toHaveBeenCalledOnce();
        expect(working.calls).toEqual(['start']);
        expect(await given?.sessionOnServer?.shopper()).toEqual(answer);
        expect(shopper).toHaveBeenCalledOnce();
        await given?.sessionOnServer?.shopper();
        expect(shopper).toHaveBeenCalledTimes(2);
      },
    );

    it('the server cannot be asked / it wakes, so the working store decides', async () => {
      const working = workingStore();
      const { code, load } = lazyCode(() => working.store);
      const { settings } = onServer(() => Promise.reject(new Error('offline')));
      const store = createLazyShopStore(settings, code);
      store.start();
      await flush();
      expect(load).toHaveBeenCalledOnce();
      expect(working.calls).toEqual(['start']);
    });
  });
});
