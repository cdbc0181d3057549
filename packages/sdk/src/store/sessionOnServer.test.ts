import { MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { RegisterCustomerDocument, ResetPasswordWithTokenDocument } from '../generated/graphql';
import { createSessionClient, NO_SHOPPER, type ShopperSession } from '../sessionClient';
import { readBrowserOperation, relayShopperOperation } from '../shopperRelay';
import { STORAGE_KEYS } from '../storage/keys';
import { memoryStorage } from '../storage/storage';
import { simpleProduct } from '../testing/catalogue';
import { commerceServerPerFile } from '../testing/commerceServer';
import { resetLinkFor } from '../testing/outbox';
import { dataOf } from '../testing/results';
import { createShopStore } from './shopStore';

const server = commerceServerPerFile();
const PASSWORD = 'correct horse battery';

/**
 * A storefront server in miniature: one shopper's session (what the cookie would name) and a
 * relay over it that the store's fetch calls, as the browser's POST /api/graphql reaches it.
 */
function serverSide(start: ShopperSession = NO_SHOPPER) {
  let kept = start;
  const relayFetch: typeof fetch = async (_url, init) => {
    const operation = readBrowserOperation(JSON.parse(String(init?.body)));
    if (!operation)
      return Response.json({ errors: [{ message: 'no operation' }] }, { status: 400 });
    const session = createSessionClient({ endpoint: server.endpoint, shopper: kept });
    const answer = await relayShopperOperation(session, operation);
    kept = session.shopper();
    return Response.json(answer.body, { status: answer.status });
  };
  const shopper = async () => ({
    user: kept.user,
    cart: kept.session !== null || kept.authToken !== null,
  });
  return {
    kept: () => kept,
    end: () => {
      kept = NO_SHOPPER;
    },
    store: (storage = memoryStorage()) => ({
      storage,
      store: createShopStore({
        endpoint: 'http://storefront.test/api/graphql',
        fetch: relayFetch,
        storage,
        events: null,
        sessionOnServer: { shopper },
      }),
    }),
  };
}

/** Resolves once the store has heard from the server who the shopper is. */
async function started(store: ReturnType<typeof createShopStore>) {
  store.start();
  await expect.poll(() => store.getSnapshot().ready).toBe(true);
}

async function customerWithPassword(email: string) {
  const { client } = server.shopper();
  dataOf(await client.mutation(RegisterCustomerDocument, { email }).toPromise());
  const link = await resetLinkFor(server.origin, email);
  dataOf(
    await client
      .mutation(ResetPasswordWithTokenDocument, { ...link, newPassword: PASSWORD })
      .toPromise(),
  );
}

describe('the shop store with its session on a server (sessionOnServer)', () => {
  it('given a guest’s add to cart, the server keeps the session and the next page’s store shows the cart; the browser keeps no token', async () => {
    const side = serverSide();
    const product = await simpleProduct(server.shopper().client);
    const first = side.store();
    await started(first.store);
    expect((await first.store.addToCart({ productId: product.databaseId, quantity: 2 })).ok).toBe(
      true,
    );
    expect(side.kept().session?.token).toBeTruthy();
    expect(first.storage.getItem(STORAGE_KEYS.session)).toBeNull();

    const next = side.store(memoryStorage());
    await started(next.store);
    await expect.poll(() => next.store.getSnapshot().count).toBe(1);
    expect(next.store.getSnapshot().lines[0]?.quantity).toBe(2);
  });

  it('given a login through the relay, the store is logged in with the user while the tokens stay on the server', async () => {
    const email = 'server.session.store@example.com';
    await customerWithPassword(email);
    const side = serverSide();
    const { store, storage } = side.store();
    await started(store);

    expect(await store.login(email, PASSWORD)).toEqual({
      ok: true,
      value: MESSAGES.loginSuccessful,
    });
    expect(store.getSnapshot().loggedIn).toBe(true);
    expect(store.getSnapshot().token).toBeNull();
    expect(store.getSnapshot().user?.email).toBe(email);
    expect(side.kept().authToken).toBeTruthy();
    expect(side.kept().refreshToken).toBeTruthy();
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('given a wrong password, the store stays a visitor with the login message', async () => {
    const email = 'server.session.wrong@example.com';
    await customerWithPassword(email);
    const { store } = serverSide().store();
    await started(store);
    expect(await store.login(email, 'not the password')).toEqual({
      ok: false,
      error: MESSAGES.invalidCredentials,
    });
    expect(store.getSnapshot().loggedIn).toBe(false);
  });

  it('given a session the server ended, the next answer returns the store to a visitor', async () => {
    const email = 'server.session.ended@example.com';
    await customerWithPassword(email);
    const side = serverSide();
    const { store } = side.store();
    await started(store);
    await store.login(email, PASSWORD);
    expect(store.getSnapshot().loggedIn).toBe(true);

    // The login's own cart load has answered before the server ends the session (a loaded
    // machine, the whole test command at once, can take more than the default second).
    await expect.poll(() => store.getSnapshot().cartStatus, { timeout: 15_000 }).toBe('loaded');
    side.end();
    await store.refreshCart();
    expect(store.getSnapshot().loggedIn).toBe(false);
    expect(store.getSnapshot().user).toBeNull();
  });

  it('given tokens a browser kept before, the start forgets them, and a cart record the server does not know is dropped', async () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.session]: JSON.stringify({ token: 'old', createdTime: Date.now() }),
      [STORAGE_KEYS.authToken]: 'old.login.token',
      [STORAGE_KEYS.refreshToken]: 'old-refresh',
      [STORAGE_KEYS.cart]: JSON.stringify([
        { key: 'k', productId: 1, quantity: 1, name: 'Kept elsewhere', price: '5', image: '' },
      ]),
    });
    const { store } = serverSide().store(storage);
    await started(store);
    for (const key of [STORAGE_KEYS.session, STORAGE_KEYS.authToken, STORAGE_KEYS.refreshToken]) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(store.getSnapshot().count).toBe(0);
  });
});
