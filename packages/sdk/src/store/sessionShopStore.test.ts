import { MESSAGES } from '@peptide/domain';
import { describe, expect, it, vi } from 'vitest';
import { cartLinesFromCart } from '../cartLines';
import {
  AddToCartDocument,
  ApplyCouponToCartDocument,
  type CartFragment,
} from '../generated/graphql';
import { readCartRecord, writeCartRecord } from '../storage/cartRecord';
import { STORAGE_KEYS } from '../storage/keys';
import { memoryStorage } from '../storage/storage';
import { simpleProduct } from '../testing/catalogue';
import { commerceServerPerFile } from '../testing/commerceServer';
import { dataOf } from '../testing/results';
import { createSessionShopStore } from './sessionShopStore';
import type { ServerShopper } from './types';

const server = commerceServerPerFile();
const ADA = { id: 'customer:1', name: 'Ada', email: 'ada@example.com' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A cart the test server answered: `quantity` of a product, with WELCOME10 when `coupon`. */
async function serverCart(quantity: number, coupon = false): Promise<CartFragment> {
  const { client } = server.shopper();
  const product = await simpleProduct(client);
  const added = dataOf(
    await client
      .mutation(AddToCartDocument, { productId: product.databaseId, quantity })
      .toPromise(),
  );
  if (!coupon) return added.addToCart?.cart as CartFragment;
  const applied = dataOf(
    await client.mutation(ApplyCouponToCartDocument, { couponCode: 'WELCOME10' }).toPromise(),
  );
  return applied.applyCoupon?.cart as CartFragment;
}

/** A session store over `answers`, which the server gives in turn (an Error: it cannot be asked). */
function storeAsking(answers: (ServerShopper | Error)[], stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const events = new EventTarget();
  const shopper = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next || next instanceof Error) throw next ?? new Error('no answer');
    return next;
  });
  const store = createSessionShopStore({ storage, events, sessionOnServer: { shopper } });
  return { store, storage, events, shopper };
}

describe('createSessionShopStore', () => {
  it('given a shopper the server knows / start shows the stored lines at once, then the cart, the customer and the threshold it answers', async () => {
    const cart = await serverCart(2, true);
    const stored = { [STORAGE_KEYS.cart]: JSON.stringify({ lines: [] }) };
    const { store, storage, shopper } = storeAsking(
      [{ user: ADA, cart: true, contents: cart, freeShippingThreshold: 250 }],
      stored,
    );
    expect(store.getSnapshot().ready).toBe(false);
    store.start();
    await flush();
    expect(shopper).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toMatchObject({
      ready: true,
      loggedIn: true,
      user: ADA,
      count: 1,
      couponCode: 'WELCOME10',
      freeShippingThreshold: 250,
      cartStatus: 'loaded',
    });
    expect(readCartRecord(storage)[0]?.quantity).toBe(2);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(ADA);
  });

  it('given a visitor the server does not know / the stored cart record goes and the visitor shows', async () => {
    const kept = memoryStorage();
    writeCartRecord(kept, cartLinesFromCart(await serverCart(2), '/p.svg'));
    const { store, storage } = storeAsking([{ user: null, cart: false }], {
      [STORAGE_KEYS.cart]: kept.getItem(STORAGE_KEYS.cart) ?? '',
    });
    store.start();
    expect(store.getSnapshot().count).toBe(1);
    await flush();
    expect(store.getSnapshot()).toMatchObject({ ready: true, loggedIn: false, count: 0 });
    expect(readCartRecord(storage)).toEqual([]);
  });

  it('given tokens kept from before the server took the session, and corrupt records / start forgets the tokens and resets what it cannot read', async () => {
    const { store, storage } = storeAsking([{ user: null, cart: false }], {
      [STORAGE_KEYS.authToken]: 'a.login.token',
      [STORAGE_KEYS.refreshToken]: 'a-refresh-token',
      [STORAGE_KEYS.session]: '{"token',
      [STORAGE_KEYS.user]: '{not json',
      [STORAGE_KEYS.cart]: '[{"broken',
    });
    store.start();
    for (const key of [STORAGE_KEYS.authToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.session]) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(readCartRecord(storage)).toEqual([]);
    await flush();
    expect(store.getSnapshot()).toMatchObject({ ready: true, user: null, count: 0 });
  });

  it('given a server that cannot be asked / the customer stored on this device stands in and the cart says it failed', async () => {
    const { store } = storeAsking([new Error('offline')], {
      [STORAGE_KEYS.user]: JSON.stringify(ADA),
    });
    store.start();
    await flush();
    expect(store.getSnapshot()).toMatchObject({
      ready: true,
      user: ADA,
      cartStatus: 'error',
      cartError: MESSAGES.requestFailed,
    });
  });

  it('given a change sent through an action / it shows pending and busy, then the answered cart and its coupon', async () => {
    const cart = await serverCart(3, true);
    const { store, storage } = storeAsking([{ user: null, cart: false }]);
    store.start();
    await flush();
    let answer: (value: { cart: CartFragment }) => void = () => {};
    const changing = store.changeCartThrough(
      () =>
        new Promise<{ cart: CartFragment }>((resolve) => {
          answer = resolve;
        }),
      {
        change: {
          kind: 'add',
          productId: 9,
          variationId: null,
          quantity: 1,
          preview: { name: 'BAC Water 3ml', slug: 'bac-water-3ml', price: 9 },
        },
        busy: 'add:9',
      },
    );
    expect(store.getSnapshot()).toMatchObject({ count: 1, adding: { 9: true } });
    answer({ cart });
    await changing;
    expect(store.getSnapshot()).toMatchObject({ count: 1, adding: {}, couponCode: 'WELCOME10' });
    expect(store.getSnapshot().lines[0]?.quantity).toBe(3);
    expect(storage.getItem(STORAGE_KEYS.appliedCoupon)).toBe('WELCOME10');
  });

  it('given another shopper a form names, or another tab that changed the cart / it asks the server again', async () => {
    const cart = await serverCart(1);
    const { store, events, shopper } = storeAsking([
      { user: null, cart: false },
      { user: ADA, cart: true, contents: cart },
    ]);
    store.start();
    await flush();
    store.followShopper(ADA);
    await flush();
    expect(shopper).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toMatchObject({ user: ADA, count: 1 });
    store.followShopper(ADA);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEYS.cart }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'age-gate' }));
    await flush();
    expect(shopper).toHaveBeenCalledTimes(3);
  });

  it('given a logout / every key of the shop goes and the visitor shows', async () => {
    const cart = await serverCart(1, true);
    const { store, storage } = storeAsking([{ user: ADA, cart: true, contents: cart }]);
    store.start();
    await flush();
    store.logout();
    expect(store.getSnapshot()).toMatchObject({ ready: true, user: null, count: 0 });
    expect(Object.values(STORAGE_KEYS).map((key) => storage.getItem(key))).toEqual(
      Object.values(STORAGE_KEYS).map(() => null),
    );
  });
});
