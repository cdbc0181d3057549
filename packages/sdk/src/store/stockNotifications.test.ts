import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { catalogue, simpleProduct } from '../testing/catalogue';
import { commerceServerPerFile } from '../testing/commerceServer';
import {
  cancelStockNotification,
  cancelStockNotificationLink,
  confirmStockNotificationLink,
  requestStockNotification,
} from './stockNotifications';

const server = commerceServerPerFile();

/** A simple product of the seed that is out of stock. */
async function outOfStockProduct() {
  const found = (await catalogue(server.shopper().client)).find(
    (product) => product.type === 'SIMPLE' && product.stockStatus === 'OUT_OF_STOCK',
  );
  if (!found) throw new Error('the seed has no out-of-stock simple product');
  return found;
}

describe('the back-in-stock requests, against the commerce server', () => {
  it('given a visitor and an out-of-stock product, the request waits for the address to be confirmed', async () => {
    const { client } = server.shopper();
    const product = await outOfStockProduct();
    expect(
      await requestStockNotification(client, {
        productId: product.databaseId,
        variationId: null,
        email: 'waiting@example.com',
      }),
    ).toEqual({ ok: true, value: 'unconfirmed' });
  });

  it('given a product in stock, the request is refused with the server reason', async () => {
    const { client } = server.shopper();
    const product = await simpleProduct(server.shopper().client);
    expect(
      await requestStockNotification(client, {
        productId: product.databaseId,
        variationId: null,
        email: 'waiting@example.com',
      }),
    ).toEqual({ ok: false, error: SERVER_MESSAGES.stockNotificationInStock });
  });

  it('given a visitor, cancelling by id is refused with the server reason', async () => {
    const { client } = server.shopper();
    expect(await cancelStockNotification(client, 1)).toEqual({
      ok: false,
      error: SERVER_MESSAGES.stockNotificationLoginRequired,
    });
  });

  it('given a made-up link token, confirming and unsubscribing both say the link is not valid', async () => {
    const { client } = server.shopper();
    const refused = { ok: false, error: MESSAGES.notificationLinkInvalid };
    expect(await confirmStockNotificationLink(client, 'not-a-token')).toEqual(refused);
    expect(await cancelStockNotificationLink(client, 'not-a-token')).toEqual(refused);
  });
});
