import { SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../../store/outbox';
import { REGISTER, SEEDED, Shopper, useTestShop } from '../../testing/shopper';

const REQUEST = `mutation ($productId: Int!, $variationId: Int, $email: String!) {
  requestStockNotification(input: { productId: $productId, variationId: $variationId, email: $email }) { status }
}`;
const CONFIRM = `mutation ($token: String!) { confirmStockNotification(input: { token: $token }) { success } }`;
const CANCEL = `mutation ($id: Int, $token: String) {
  cancelStockNotification(input: { id: $id, token: $token }) { success notification { status } }
}`;
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
  const customer = async (email: string) => {
    const shopper = new Shopper(shop.server);
    const { registerCustomer } = await shopper.ok(REGISTER, { email, password: 'correct horse 1' });
    shopper.authToken = registerCustomer.authToken;
    return shopper;
  };
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
    const ada = await customer('ada@example.org');
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

  it('given a cancelled request, a restock mails nothing; an in-stock product is refused', async () => {
    const ada = await customer('ada@example.org');
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
