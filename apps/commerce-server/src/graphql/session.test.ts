import { LIMITS, MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { deleteSession } from '../store/sessions';
import { unmanagedProductId } from '../testing/rows';
import {
  ADD_TO_CART,
  GET_CART,
  LOGIN,
  REGISTER,
  SEEDED,
  Shopper,
  useTestShop,
} from '../testing/shopper';
import { startServer } from '../testing/test-server';

const DAY = 86_400_000;

describe('guest sessions, as upstream WooGraphQL', () => {
  const shop = useTestShop();

  it('given a guest without a session, a catalogue query answers no session header', async () => {
    const shopper = new Shopper(shop.server);
    const answer = await shopper.send('{ products(first: 1) { nodes { name } } }');
    expect(answer.status).toBe(200);
    expect(answer.sessionHeader).toBeNull();
  });

  it('given a guest, the first cart operation creates a session and answers its token', async () => {
    const shopper = new Shopper(shop.server);
    const answer = await shopper.send(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    expect(answer.sessionHeader).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const again = await shopper.send(GET_CART);
    expect(again.data?.cart.contents.itemCount).toBe(1);
    expect(again.sessionHeader).toBeNull();
  });

  it('given two guests, each keeps their own cart', async () => {
    const first = new Shopper(shop.server);
    const second = new Shopper(shop.server);
    await first.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
    await second.ok(ADD_TO_CART, { productId: SEEDED.ipamorelin, quantity: 1 });
    expect((await first.ok(GET_CART)).cart.contents.nodes[0].product.node.databaseId).toBe(
      SEEDED.bpc,
    );
    expect((await second.ok(GET_CART)).cart.contents.itemCount).toBe(1);
  });

  it('given a client that keeps its first token, as the storefront does, it is refused with Expired token 7 days after it was issued', async () => {
    const shopper = new Shopper(shop.server);
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    shop.clock.advance(7 * DAY - 1000);
    expect((await shopper.send(GET_CART)).errors).toBeUndefined();
    shop.clock.advance(2000);
    expect(await shopper.error(GET_CART)).toBe(MESSAGES.expiredToken);
  });

  it('given a guest who takes each renewed token, the session lives while used and expires after 7 days idle', async () => {
    const shopper = new Shopper(shop.server);
    const first = await shopper.send(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    shop.clock.advance(30 * 60 * 1000);
    expect((await shopper.send(GET_CART)).sessionHeader).toBeNull();
    let token = String(first.sessionHeader);
    for (let day = 0; day < 10; day++) {
      shop.clock.advance(DAY);
      shopper.sessionToken = token;
      const answer = await shopper.send(GET_CART);
      expect(answer.data?.cart.contents.itemCount).toBe(1);
      expect(answer.sessionHeader).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      token = String(answer.sessionHeader);
    }
    shop.clock.advance(7 * DAY + 1000);
    shopper.sessionToken = token;
    expect(await shopper.error(GET_CART)).toBe(MESSAGES.expiredToken);
  });

  it('given a token signed by another server, it is refused as foreign', async () => {
    const other = await startServer({ port: 0 });
    try {
      const elsewhere = new Shopper(other);
      await elsewhere.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
      const shopper = new Shopper(shop.server);
      shopper.sessionToken = elsewhere.sessionToken;
      expect(await shopper.error(GET_CART)).toBe(MESSAGES.issMismatch);
    } finally {
      await other.close();
    }
  });

  it('given a malformed session token, it is refused as foreign, never a server error', async () => {
    const shopper = new Shopper(shop.server);
    shopper.sessionToken = 'not-a-token';
    const answer = await shopper.send(GET_CART);
    expect(answer.status).toBe(200);
    expect(answer.errors?.[0]?.message).toBe(MESSAGES.issMismatch);
  });

  it('given a valid token whose session was forgotten, the answer header is false', async () => {
    const shopper = new Shopper(shop.server);
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const payload = String(shopper.sessionToken).split('.')[1] ?? '';
    const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
    await deleteSession(shop.server.db, sub);
    const answer = await shopper.send(GET_CART);
    expect(answer.sessionHeader).toBe('false');
    expect(answer.data?.cart.isEmpty).toBe(true);
    expect(shopper.sessionToken).toBeNull();
  });

  it('given a token whose session was forgotten, a catalogue query leaves it alone and the next cart read answers false', async () => {
    const shopper = new Shopper(shop.server);
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    const payload = String(shopper.sessionToken).split('.')[1] ?? '';
    const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
    await deleteSession(shop.server.db, sub);
    const browse = await shopper.send('{ products(first: 1) { nodes { name } } }');
    expect(browse.errors).toBeUndefined();
    expect(browse.sessionHeader).toBeNull();
    expect((await shopper.send(GET_CART)).sessionHeader).toBe('false');
  });

  it('given a guest with a cart who logs in, the guest cart is merged into the customer cart', async () => {
    const owner = new Shopper(shop.server);
    const { registerCustomer } = await owner.ok(REGISTER, {
      email: 'merge@example.org',
      password: 'correct horse',
    });
    owner.authToken = registerCustomer.authToken;
    await owner.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });

    const guest = new Shopper(shop.server);
    await guest.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
    await guest.ok(ADD_TO_CART, { productId: SEEDED.ipamorelin, quantity: 1 });
    const { login } = await guest.ok(LOGIN, {
      username: 'merge@example.org',
      password: 'correct horse',
    });
    guest.authToken = login.authToken;

    const { cart } = await guest.ok(GET_CART);
    const quantities = Object.fromEntries(
      cart.contents.nodes.map(
        (line: { product: { node: { databaseId: number } }; quantity: number }) => [
          line.product.node.databaseId,
          line.quantity,
        ],
      ),
    );
    expect(quantities).toEqual({ [SEEDED.bpc]: 3, [SEEDED.ipamorelin]: 1 });
    expect(guest.sessionToken).toBeNull();
  });

  it('given a guest line and a customer line that sum past 999, the merged line holds 999', async () => {
    const unmanaged = { id: await unmanagedProductId(shop.server.db) };
    const owner = new Shopper(shop.server);
    const { registerCustomer } = await owner.ok(REGISTER, {
      email: 'bulk@example.org',
      password: 'correct horse',
    });
    owner.authToken = registerCustomer.authToken;
    await owner.ok(ADD_TO_CART, { productId: unmanaged.id, quantity: 600 });
    const guest = new Shopper(shop.server);
    await guest.ok(ADD_TO_CART, { productId: unmanaged.id, quantity: 600 });
    const { login } = await guest.ok(LOGIN, {
      username: 'bulk@example.org',
      password: 'correct horse',
    });
    guest.authToken = login.authToken;
    const { cart } = await guest.ok(GET_CART);
    expect(cart.contents.nodes.map((line: { quantity: number }) => line.quantity)).toEqual([
      LIMITS.maxQuantity,
    ]);
  });

  it('given a guest without a customer cart who logs in, the guest cart becomes theirs', async () => {
    const setup = new Shopper(shop.server);
    await setup.ok(REGISTER, { email: 'adopt@example.org', password: 'correct horse' });
    const guest = new Shopper(shop.server);
    await guest.ok(ADD_TO_CART, { productId: SEEDED.semax, quantity: 2 });
    const { login } = await guest.ok(LOGIN, { username: 'adopt', password: 'correct horse' });
    const customer = new Shopper(shop.server);
    customer.authToken = login.authToken;
    expect((await customer.ok(GET_CART)).cart.contents.itemCount).toBe(2);
  });
});
