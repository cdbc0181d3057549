import { TIMINGS } from '@peptide/domain';
import { describe, expect, it, vi } from 'vitest';
import { createCommerceClient } from './client';
import { AddToCartDocument, GetCartDocument } from './generated/graphql';
import { STORAGE_KEYS } from './storage/keys';
import { readSession } from './storage/records';
import { memoryStorage } from './storage/storage';
import { simpleProduct } from './testing/catalogue';
import { commerceServerPerFile } from './testing/commerceServer';
import { makeJwt } from './testing/jwt';
import { dataOf } from './testing/results';

const server = commerceServerPerFile();

describe('the transport against the commerce server', () => {
  it('given a session token signed elsewhere, the rejection clears storage and the next request starts afresh', async () => {
    const forged = makeJwt({ iss: 'someone-else', exp: Date.now() / 1000 + 3600 });
    const storage = memoryStorage({
      [STORAGE_KEYS.session]: JSON.stringify({ token: forged, createdTime: Date.now() }),
      [STORAGE_KEYS.appliedCoupon]: 'WELCOME10',
    });
    const onSessionRejected = vi.fn();
    const client = createCommerceClient({ endpoint: server.endpoint, storage, onSessionRejected });
    const product = await simpleProduct(server.shopper().client);
    const rejected = await client
      .mutation(AddToCartDocument, { productId: product.databaseId })
      .toPromise();
    expect(rejected.error).toBeDefined();
    expect(onSessionRejected).toHaveBeenCalledTimes(1);
    expect(['Expired token', 'The iss do not match with this server']).toContain(
      onSessionRejected.mock.calls[0]?.[0],
    );
    expect(storage.getItem(STORAGE_KEYS.appliedCoupon)).toBeNull();

    const retried = dataOf(
      await client.mutation(AddToCartDocument, { productId: product.databaseId }).toPromise(),
    );
    expect(retried.addToCart?.cart?.contents?.nodes).toHaveLength(1);
    expect(readSession(storage)?.token).not.toBe(forged);
  });

  it('given a session older than 7 days on this device, it is dropped and the shopper starts a new cart', async () => {
    const storage = memoryStorage();
    let now = Date.now();
    const client = createCommerceClient({ endpoint: server.endpoint, storage, now: () => now });
    const product = await simpleProduct(client);
    await client.mutation(AddToCartDocument, { productId: product.databaseId }).toPromise();
    const first = readSession(storage);
    expect(first).not.toBeNull();

    now += TIMINGS.sessionLifetime + 1;
    const cart = dataOf(await client.query(GetCartDocument, {}).toPromise()).cart;
    expect(cart?.contents?.nodes ?? []).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.cart)).toBe('[]');
    expect(readSession(storage)?.token ?? null).not.toBe(first?.token);
  });
});
