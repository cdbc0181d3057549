import { MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { ViewerDocument } from '../generated/graphql';
import { STORAGE_KEYS } from '../storage/keys';
import { memoryStorage } from '../storage/storage';
import { commerceServerPerFile } from '../testing/commerceServer';
import { makeJwt } from '../testing/jwt';
import { wordPressResetLinkFor } from '../testing/outbox';
import { createShopStore } from './shopStore';
import type { ShopStoreOptions } from './types';

const server = commerceServerPerFile();
const PASSWORD = 'correct horse battery';

function storeWith(loginPlugin: ShopStoreOptions['loginPlugin']) {
  const storage = memoryStorage();
  const store = createShopStore({ endpoint: server.endpoint, storage, events: null, loginPlugin });
  return { store, storage };
}

describe('the shop store with either login plugin', () => {
  it('given Headless Login, registration answers no token and the account logs in with its own document, renewed by its refresh', async () => {
    const email = 'headless.store@example.com';
    const { store, storage } = storeWith('headless-login');
    expect(await store.register(email)).toEqual({
      ok: true,
      value: MESSAGES.registrationSuccessful,
    });
    expect(store.getSnapshot().token).toBeNull();

    await store.requestPasswordReset(email, 'wordpress');
    const link = await wordPressResetLinkFor(server.origin, email);
    expect((await store.resetPassword({ ...link, newPassword: PASSWORD })).ok).toBe(true);
    expect(await store.login(email, PASSWORD)).toEqual({
      ok: true,
      value: MESSAGES.loginSuccessful,
    });
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeTruthy();

    const expired = makeJwt({ exp: Date.now() / 1000 - 60 });
    storage.setItem(STORAGE_KEYS.authToken, expired);
    const client = store.getClient();
    if (!client) throw new Error('the store has no client');
    const viewer = await client.query(ViewerDocument, {}).toPromise();
    expect(viewer.data?.viewer?.email).toBe(email);
    expect(store.getSnapshot().token).not.toBeNull();
    expect(storage.getItem(STORAGE_KEYS.authToken)).not.toBe(expired);
  });

  it('given no login plugin, registration asks for no token and succeeds', async () => {
    const { store } = storeWith(null);
    expect(await store.register('no.plugin@example.com')).toEqual({
      ok: true,
      value: MESSAGES.registrationSuccessful,
    });
    expect(store.getSnapshot().token).toBeNull();
  });

  it('given JWT Authentication, registration logs the new customer in with its tokens', async () => {
    const { store, storage } = storeWith('jwt-authentication');
    expect((await store.register('jwt.store@example.com')).ok).toBe(true);
    expect(store.getSnapshot().token).not.toBeNull();
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeTruthy();
  });
});
