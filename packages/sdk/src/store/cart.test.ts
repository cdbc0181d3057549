import { describe, expect, it } from 'vitest';
import { GetCartDocument } from '../generated/graphql';
import { STORAGE_KEYS } from '../storage/keys';
import { simpleProduct } from '../testing/catalogue';
import { commerceServerPerFile } from '../testing/commerceServer';
import { testStore } from '../testing/renderWithCommerce';

const server = commerceServerPerFile();

describe('the shop store cart slice', () => {
  it('given a product in the cart, adding it again never shows the added unit twice', async () => {
    const { store } = testStore(server.endpoint);
    const product = await simpleProduct(server.shopper().client);
    await store.addToCart({ productId: product.databaseId });
    const seen: number[] = [];
    const stop = store.subscribe(() => {
      const line = store
        .getSnapshot()
        .lines.find((entry) => entry.productId === product.databaseId);
      seen.push(line?.quantity ?? 0);
    });
    await store.addToCart({ productId: product.databaseId });
    stop();
    // Each snapshot shows the unit once: before the add, pending, or answered.
    expect(Math.max(...seen)).toBe(2);
    expect(seen.at(-1)).toBe(2);
    expect(store.getSnapshot().adding[product.databaseId]).toBeUndefined();
  });

  it('while a line change is in flight, only its button is busy, and none once answered', async () => {
    const { store } = testStore(server.endpoint);
    const product = await simpleProduct(server.shopper().client);
    await store.addToCart({ productId: product.databaseId });
    const key = store.getSnapshot().lines[0]?.key ?? '';
    const changing = store.updateQuantity(key, 3);
    expect(store.getSnapshot().busyLines[key]).toEqual({
      increment: true,
      decrement: false,
      remove: false,
    });
    expect((await changing).ok).toBe(true);
    expect(store.getSnapshot().busyLines).toEqual({});
    expect(store.getSnapshot().lines[0]?.quantity).toBe(3);
  });

  it('given a refused change, the line goes back and the server message is given', async () => {
    const { store } = testStore(server.endpoint);
    const product = await simpleProduct(server.shopper().client);
    await store.addToCart({ productId: product.databaseId });
    const key = store.getSnapshot().lines[0]?.key ?? '';
    const refused = await store.updateQuantity(key, 1_000_000);
    expect(refused).toEqual({ ok: false, error: expect.stringMatching(/\S/) });
    expect(store.getSnapshot().lines[0]?.quantity).toBe(1);
  });

  it('given changes sent another way (a route action) / each shows pending and busy until answered, and a late answer never goes back in time', async () => {
    const { store, requests } = testStore(server.endpoint);
    const product = await simpleProduct(server.shopper().client);
    await store.addToCart({ productId: product.databaseId });
    const { cart } = store.getSnapshot();
    const key = store.getSnapshot().lines[0]?.key ?? '';
    if (!cart) throw new Error('the add answered a cart');
    const withQuantity = (quantity: number) => ({
      cart: {
        ...cart,
        contents: {
          ...cart.contents,
          nodes: (cart.contents?.nodes ?? []).map((line) => ({ ...line, quantity })),
        },
      } as typeof cart,
    });
    const answers: ((quantity: number) => void)[] = [];
    const later = () =>
      new Promise<ReturnType<typeof withQuantity>>((resolve) => {
        answers.push((quantity) => resolve(withQuantity(quantity)));
      });
    const sent = requests.length;

    const first = store.changeCartThrough(later, {
      change: { kind: 'quantity', key, quantity: 2 },
      busy: `increment:${key}`,
    });
    expect(store.getSnapshot().lines[0]?.quantity).toBe(2);
    expect(store.getSnapshot().busyLines[key]?.increment).toBe(true);
    const second = store.changeCartThrough(later, {
      change: { kind: 'quantity', key, quantity: 3 },
    });
    expect(store.getSnapshot().lines[0]?.quantity).toBe(3);

    answers[1]?.(3);
    await second;
    answers[0]?.(2);
    await first;
    expect(store.getSnapshot().lines[0]?.quantity).toBe(3);
    expect(store.getSnapshot().busyLines).toEqual({});
    expect(requests).toHaveLength(sent);
  });

  it('given a cart read elsewhere (a server route) / it shows that cart and follows its coupon, with no request', async () => {
    const { store, storage, requests } = testStore(server.endpoint);
    const product = await simpleProduct(server.shopper().client);
    await store.addToCart({ productId: product.databaseId, quantity: 2 });
    expect((await store.applyCoupon('WELCOME10')).ok).toBe(true);
    const client = store.getClient();
    if (!client) throw new Error('a working store has a client');
    const read = await client
      .query(GetCartDocument, {}, { requestPolicy: 'network-only' })
      .toPromise();
    const cart = read.data?.cart;
    const sent = requests.length;

    store.receiveCart(cart && { ...cart, appliedCoupons: [] });
    expect(store.getSnapshot().couponCode).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.appliedCoupon)).toBeNull();
    store.receiveCart(cart);
    expect(store.getSnapshot()).toMatchObject({ count: 1, couponCode: 'WELCOME10' });
    expect(storage.getItem(STORAGE_KEYS.appliedCoupon)).toBe('WELCOME10');
    expect(requests).toHaveLength(sent);
  });
});
