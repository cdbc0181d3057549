import { describe, expect, it } from 'vitest';
import {
  AddToCartDocument,
  GetCartDocument,
  LoginDocument,
  RegisterCustomerDocument,
  ResetPasswordWithTokenDocument,
  ViewerDocument,
} from './generated/graphql';
import { createSessionClient, NO_SHOPPER, type ShopperSession } from './sessionClient';
import { simpleProduct } from './testing/catalogue';
import { commerceServerPerFile } from './testing/commerceServer';
import { makeJwt } from './testing/jwt';
import { resetLinkFor } from './testing/outbox';
import { dataOf } from './testing/results';

const server = commerceServerPerFile();
const PASSWORD = 'correct horse battery';

/** One server request: a client over the session the cookie brought, and what to write back. */
const request = (shopper: ShopperSession) =>
  createSessionClient({ endpoint: server.endpoint, shopper });

/** A customer with a password, logged in on a session client; the session to keep. */
async function loggedIn(email: string): Promise<ShopperSession> {
  const { client } = server.shopper();
  dataOf(await client.mutation(RegisterCustomerDocument, { email }).toPromise());
  const link = await resetLinkFor(server.origin, email);
  dataOf(
    await client
      .mutation(ResetPasswordWithTokenDocument, { ...link, newPassword: PASSWORD })
      .toPromise(),
  );
  const first = request(NO_SHOPPER);
  const login = dataOf(
    await first.client.mutation(LoginDocument, { username: email, password: PASSWORD }).toPromise(),
  );
  const user = login.login?.user;
  if (!login.login?.authToken || !user) throw new Error('the login answered no token');
  first.logIn({
    authToken: login.login.authToken,
    refreshToken: login.login.refreshToken,
    user: { id: user.id, name: user.name ?? '', email: user.email ?? '' },
  });
  return first.shopper();
}

describe('createSessionClient: a client per server request over the shopper’s cookie session', () => {
  it('given a guest’s add to cart, the next request’s client carries the same cart', async () => {
    const product = await simpleProduct(server.shopper().client);
    const first = request(NO_SHOPPER);
    dataOf(
      await first.client
        .mutation(AddToCartDocument, { productId: product.databaseId, quantity: 2 })
        .toPromise(),
    );
    expect(first.changed()).toBe(true);
    const kept = first.shopper();
    expect(kept.session?.token).toBeTruthy();

    const next = request(kept);
    const cart = dataOf(await next.client.query(GetCartDocument, {}).toPromise());
    expect(cart.cart?.contents?.itemCount).toBe(2);
    expect(next.changed()).toBe(false);

    const stranger = request(NO_SHOPPER);
    const empty = await stranger.client.query(GetCartDocument, {}).toPromise();
    expect(empty.data?.cart?.contents?.itemCount ?? 0).toBe(0);
  });

  it('given a login kept in the session, the next request is that customer’s; logging out ends it', async () => {
    const shopper = await loggedIn('session.client@example.com');
    expect(shopper.user?.email).toBe('session.client@example.com');
    const next = request(shopper);
    const viewer = dataOf(await next.client.query(ViewerDocument, {}).toPromise());
    expect(viewer.viewer?.email).toBe('session.client@example.com');

    next.logOut();
    expect(next.shopper()).toEqual(NO_SHOPPER);
    const after = await request(next.shopper()).client.query(ViewerDocument, {}).toPromise();
    expect(after.data?.viewer ?? null).toBeNull();
  });

  it('given an expired login token and its refresh token, the server renews it and the session says so', async () => {
    const shopper = await loggedIn('session.renewal@example.com');
    const expired = makeJwt({ exp: Date.now() / 1000 - 60 });
    const next = request({ ...shopper, authToken: expired });
    const viewer = dataOf(await next.client.query(ViewerDocument, {}).toPromise());
    expect(viewer.viewer?.email).toBe('session.renewal@example.com');
    expect(next.changed()).toBe(true);
    expect(next.shopper().authToken).not.toBe(expired);
    expect(next.shopper().refreshToken).toBe(shopper.refreshToken);
  });

  it('given a refused refresh token, the login ends and the request goes on as a guest', async () => {
    const shopper = await loggedIn('session.refused@example.com');
    const next = request({
      ...shopper,
      authToken: makeJwt({ exp: Date.now() / 1000 - 60 }),
      refreshToken: 'forged',
    });
    const viewer = await next.client.query(ViewerDocument, {}).toPromise();
    expect(viewer.data?.viewer ?? null).toBeNull();
    expect(next.shopper()).toMatchObject({ authToken: null, refreshToken: null, user: null });
  });

  it('given a logout of a visitor, nothing changed; given a login, the session changed', () => {
    const visitor = request(NO_SHOPPER);
    visitor.logOut();
    expect(visitor.changed()).toBe(false);

    const user = { id: 'dXNlcjox', name: 'Ann', email: 'ann@example.com' };
    const kept = { ...NO_SHOPPER, authToken: 'token', user };
    const same = request(kept);
    same.logIn({ authToken: 'token', user });
    expect(same.changed()).toBe(false);
    same.logIn({ authToken: 'renewed', user });
    expect(same.changed()).toBe(true);
    expect(same.shopper()).toEqual({ ...kept, authToken: 'renewed' });
  });
});
