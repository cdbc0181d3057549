import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../../store/outbox';
import { CHANGE_CREDENTIALS, linkParams, RESET } from '../../testing/account-operations';
import { LOGIN, REGISTER, SEEDED, Shopper, useTestShop } from '../../testing/shopper';

const REQUEST = `mutation ($productId: Int!, $variationId: Int, $email: String!) {
  requestStockNotification(input: { productId: $productId, variationId: $variationId, email: $email }) { status }
}`;
const CONFIRM = `mutation ($token: String!) { confirmStockNotification(input: { token: $token }) { success } }`;
const CANCEL = `mutation ($id: Int, $token: String) {
  cancelStockNotification(input: { id: $id, token: $token }) { success notification { status } }
}`;
/** DSIP 5mg: simple, out of stock. */
const DSIP = 109;
const MINE = '{ stockNotifications { databaseId status email productName productSlug } }';

describe('back-in-stock requests over HTTP', () => {
  const shop = useTestShop();

  const outboxTo = async (address: string): Promise<OutboxEmail[]> => {
    const all = (await (await fetch(`${shop.server.origin}/dev/outbox`)).json()) as OutboxEmail[];
    return all.filter((email) => email.to === address);
  };
  const restock = (productId: number, quantity: number) =>
    fetch(`${shop.server.origin}/dev/stock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId, quantity }),
    });
  /** A customer logged in to an account registered with a password: its address unproven. */
  const customer = async (email: string, from?: string) => {
    const shopper = new Shopper(shop.server, from);
    const { registerCustomer } = await shopper.ok(REGISTER, { email, password: 'correct horse 1' });
    shopper.authToken = registerCustomer.authToken;
    return shopper;
  };
  /** A customer who set the password through the e-mailed link: the address is proven. */
  const provenCustomer = async (email: string) => {
    const shopper = new Shopper(shop.server);
    await shopper.ok(REGISTER, { email });
    const [welcome] = await outboxTo(email);
    await shopper.ok(RESET, { ...linkParams(welcome), newPassword: 'correct horse 1' });
    const { login } = await shopper.ok(LOGIN, { username: email, password: 'correct horse 1' });
    shopper.authToken = login.authToken;
    return shopper;
  };
  const requestsFor = (email: string) =>
    shop.server.db
      .selectFrom('stock_notifications')
      .select(['product_id as productId', 'status', 'customer_id as customerId'])
      .where('email', '=', email)
      .orderBy('id')
      .execute();
  const tokenOf = (link: string | null) => new URL(link ?? '').searchParams.get('token') ?? '';

  it('given a guest, the request waits for the e-mailed confirmation before a restock mails it', async () => {
    const { requestStockNotification } = await shop.shopper.ok(REQUEST, {
      productId: SEEDED.ghk,
      email: 'guest@example.org',
    });
    expect(requestStockNotification.status).toBe('UNCONFIRMED');
    const [confirmation] = await outboxTo('guest@example.org');
    expect(confirmation?.subject).toBe(
      SERVER_MESSAGES.stockNotificationConfirmSubject('GHK-Cu 50mg'),
    );
    expect(confirmation?.link).toMatch(
      /^http:\/\/shop\.test\/stock-notification\?action=confirm&token=/,
    );

    await restock(SEEDED.ghk, 0);
    expect((await restock(SEEDED.ghk, 5)).status).toBe(204);
    expect(await outboxTo('guest@example.org')).toHaveLength(1);

    await restock(SEEDED.ghk, 0);
    const confirmed = await shop.shopper.ok(CONFIRM, {
      token: tokenOf(String(confirmation?.link)),
    });
    expect(confirmed.confirmStockNotification.success).toBe(true);
    expect(
      (await shop.shopper.ok(CONFIRM, { token: tokenOf(String(confirmation?.link)) }))
        .confirmStockNotification.success,
    ).toBe(false);
    await restock(SEEDED.ghk, 5);
    const [backInStock] = await outboxTo('guest@example.org');
    expect(backInStock?.subject).toBe(SERVER_MESSAGES.backInStockSubject('GHK-Cu 50mg'));
    expect(backInStock?.link).toBe('http://shop.test/product/ghk-cu-50mg');
    expect(backInStock?.body).toMatch(/stock-notification\?action=unsubscribe&token=/);
  });

  it('given a confirmed request and two restocks at once, exactly one e-mail goes out and the request is sent', async () => {
    const ada = await provenCustomer('ada@example.org');
    const { requestStockNotification } = await ada.ok(REQUEST, {
      productId: SEEDED.ghk,
      email: 'ada@example.org',
    });
    expect(requestStockNotification.status).toBe('ACTIVE');
    const before = await outboxTo('ada@example.org');

    const answers = await Promise.all([restock(SEEDED.ghk, 3), restock(SEEDED.ghk, 4)]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204]);
    await restock(SEEDED.ghk, 0);
    await restock(SEEDED.ghk, 2);

    const after = await outboxTo('ada@example.org');
    expect(after.length - before.length).toBe(1);
    expect(after[0]?.subject).toBe(SERVER_MESSAGES.backInStockSubject('GHK-Cu 50mg'));
    expect((await ada.ok(MINE)).stockNotifications).toEqual([
      {
        databaseId: expect.any(Number),
        status: 'SENT',
        email: 'ada@example.org',
        productName: 'GHK-Cu 50mg',
        productSlug: 'ghk-cu-50mg',
      },
    ]);
  });

  it('given someone who registered an address they never proved, its requests wait for the owner, adopt nothing and mail no restock', async () => {
    const victim = 'victim@example.org';
    // The owner asks as a guest and has not pressed the link yet.
    await shop.shopper.ok(REQUEST, { productId: SEEDED.ghk, email: victim });
    const squatter = await customer(victim, '127.0.0.2');

    const same = await squatter.ok(REQUEST, { productId: SEEDED.ghk, email: victim });
    expect(same.requestStockNotification.status).toBe('UNCONFIRMED');
    const other = await squatter.ok(REQUEST, { productId: DSIP, email: victim });
    expect(other.requestStockNotification.status).toBe('UNCONFIRMED');
    expect(await requestsFor(victim)).toEqual([
      { productId: SEEDED.ghk, status: 'UNCONFIRMED', customerId: null },
      { productId: DSIP, status: 'UNCONFIRMED', customerId: null },
    ]);
    expect((await squatter.ok(MINE)).stockNotifications).toEqual([]);

    await restock(SEEDED.ghk, 5);
    await restock(DSIP, 5);
    const mails = await outboxTo(victim);
    expect(mails.map((mail) => mail.subject)).toEqual([
      SERVER_MESSAGES.stockNotificationConfirmSubject('DSIP 5mg'),
      SERVER_MESSAGES.stockNotificationConfirmSubject('GHK-Cu 50mg'),
    ]);
  });

  it('given the owner presses a link that someone logged in to their address asked for, the request is confirmed but that account gains nothing', async () => {
    const victim = 'victim@example.org';
    const squatter = await customer(victim);
    await squatter.ok(REQUEST, { productId: SEEDED.ghk, email: victim });
    const [confirmation] = await outboxTo(victim);
    const owner = new Shopper(shop.server, '127.0.0.2');
    expect(
      (await owner.ok(CONFIRM, { token: tokenOf(confirmation?.link ?? null) }))
        .confirmStockNotification.success,
    ).toBe(true);
    expect(await requestsFor(victim)).toEqual([
      { productId: SEEDED.ghk, status: 'ACTIVE', customerId: null },
    ]);
    expect((await squatter.ok(MINE)).stockNotifications).toEqual([]);
    const next = await squatter.ok(REQUEST, { productId: DSIP, email: victim });
    expect(next.requestStockNotification.status).toBe('UNCONFIRMED');
  });

  it('given a customer who confirms, logged in, the link mailed for their own request, the address is proven and the next request is active at once', async () => {
    const bea = await customer('bea@example.org');
    const first = await bea.ok(REQUEST, { productId: SEEDED.ghk, email: 'bea@example.org' });
    expect(first.requestStockNotification.status).toBe('UNCONFIRMED');
    const [confirmation] = await outboxTo('bea@example.org');
    await bea.ok(CONFIRM, { token: tokenOf(confirmation?.link ?? null) });
    expect((await bea.ok(MINE)).stockNotifications).toMatchObject([
      { status: 'ACTIVE', productSlug: 'ghk-cu-50mg' },
    ]);
    const before = await outboxTo('bea@example.org');
    const next = await bea.ok(REQUEST, { productId: DSIP, email: 'bea@example.org' });
    expect(next.requestStockNotification.status).toBe('ACTIVE');
    expect(await outboxTo('bea@example.org')).toEqual(before);
  });

  it('given a proven customer who changes address, the new address is unproven until proven again', async () => {
    const ada = await provenCustomer('ada@example.org');
    await ada.ok(CHANGE_CREDENTIALS, {
      input: { email: 'ada.new@example.org', currentPassword: 'correct horse 1' },
    });
    const answer = await ada.ok(REQUEST, { productId: SEEDED.ghk, email: 'ada.new@example.org' });
    expect(answer.requestStockNotification.status).toBe('UNCONFIRMED');
  });

  it('given a cancelled request, a restock mails nothing; an in-stock product is refused', async () => {
    const ada = await provenCustomer('ada@example.org');
    await ada.ok(REQUEST, { productId: SEEDED.ghk, email: 'ada@example.org' });
    const [request] = (await ada.ok(MINE)).stockNotifications;
    const other = await customer('bob@example.org');
    expect(await other.error(CANCEL, { id: request.databaseId })).toBe(
      SERVER_MESSAGES.stockNotificationNotFound,
    );
    const { cancelStockNotification } = await ada.ok(CANCEL, { id: request.databaseId });
    expect(cancelStockNotification).toEqual({
      success: true,
      notification: { status: 'CANCELLED' },
    });
    const before = await outboxTo('ada@example.org');
    await restock(SEEDED.ghk, 5);
    expect(await outboxTo('ada@example.org')).toEqual(before);
    expect(await ada.error(REQUEST, { productId: SEEDED.bpc, email: 'ada@example.org' })).toBe(
      SERVER_MESSAGES.stockNotificationInStock,
    );
  });

  it('given an address with nothing after the @, the request is refused and nothing is mailed or kept', async () => {
    expect(await shop.shopper.error(REQUEST, { productId: SEEDED.ghk, email: 'bad@' })).toBe(
      `email: ${MESSAGES.emailInvalid}`,
    );
    expect(await outboxTo('bad@')).toEqual([]);
    expect(await requestsFor('bad@')).toEqual([]);
  });

  it('given a variable product without a variation, the request asks for one', async () => {
    expect(
      await shop.shopper.error(REQUEST, { productId: SEEDED.tesamorelin, email: 'a@example.org' }),
    ).toBe(SERVER_MESSAGES.stockNotificationVariationRequired);
  });

  it('given 10 requests from one client address in 10 minutes, the 11th is refused while another address may still ask', async () => {
    for (let n = 0; n < 10; n += 1) {
      await shop.shopper.ok(REQUEST, { productId: SEEDED.ghk, email: `g${n}@example.org` });
    }
    expect(
      await shop.shopper.error(REQUEST, { productId: SEEDED.ghk, email: 'g10@example.org' }),
    ).toBe(SERVER_MESSAGES.tooManyStockNotifications);
    const elsewhere = new Shopper(shop.server, '127.0.0.2');
    const answer = await elsewhere.ok(REQUEST, { productId: SEEDED.ghk, email: 'g11@example.org' });
    expect(answer.requestStockNotification.status).toBe('UNCONFIRMED');
  });
});
