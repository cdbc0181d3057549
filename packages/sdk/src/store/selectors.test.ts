import { describe, expect, it } from 'vitest';
import { shopperKey, snapshotOf } from './selectors';
import { visitorState } from './shopStore';
import type { ShopState } from './types';

const state = (patch: Partial<ShopState> = {}): ShopState => ({
  ...visitorState(),
  ready: true,
  ...patch,
});

describe('snapshotOf', () => {
  it('given busy requests, it shows each line button, each product add and the coupon form', () => {
    const snapshot = snapshotOf('/placeholder.svg')(
      state({
        busy: { 'increment:k1': true, 'remove:k1': true, 'decrement:k2': true, 'add:42': true },
      }),
    );
    expect(snapshot.busyLines).toEqual({
      k1: { increment: true, decrement: false, remove: true },
      k2: { increment: false, decrement: true, remove: false },
    });
    expect(snapshot.adding).toEqual({ 42: true });
    expect(snapshot.couponBusy).toBe(false);
    expect(snapshotOf('/p.svg')(state({ busy: { coupon: true } })).couponBusy).toBe(true);
  });

  it('given a cart with the shipping insurance / count leaves out the uncounted product’s line', () => {
    const item = (key: string, databaseId: number) => ({
      key,
      quantity: 1,
      subtotal: '4.99',
      product: { node: { databaseId, name: `Product ${databaseId}`, slug: `p-${databaseId}` } },
    });
    const cart = { contents: { nodes: [item('k1', 5), item('k2', 11710)] } } as ShopState['cart'];
    expect(snapshotOf('/p.svg')(state({ cart })).count).toBe(2);
    const snapshot = snapshotOf('/p.svg', [11710])(state({ cart }));
    expect(snapshot.lines).toHaveLength(2);
    expect(snapshot.count).toBe(1);
  });

  it('given a change that leaves the busy flags alone, the busy groups are the same objects', () => {
    const derive = snapshotOf('/placeholder.svg');
    const first = state({ busy: { 'add:42': true } });
    const before = derive(first);
    const after = derive({ ...first, freeShippingThreshold: 250 });
    expect(after).not.toBe(before);
    expect(after.adding).toBe(before.adding);
    expect(after.busyLines).toBe(before.busyLines);
  });
});

describe('shopperKey', () => {
  it('given a visitor, a customer and a renewed token of that customer, it changes only with the customer', () => {
    const user = { id: 'dXNlcjox', email: 'a@example.com', name: 'A' };
    expect(shopperKey({ token: null, user: null })).toBe('visitor');
    expect(shopperKey({ token: 'first', user })).toBe('customer:dXNlcjox');
    expect(shopperKey({ token: 'renewed', user })).toBe('customer:dXNlcjox');
    expect(shopperKey({ token: 'first', user: { ...user, id: 'dXNlcjoy' } })).toBe(
      'customer:dXNlcjoy',
    );
    expect(shopperKey({ token: 'first', user: null })).toBe('customer');
  });
});
