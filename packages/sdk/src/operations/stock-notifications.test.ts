import { describe, expect, it } from 'vitest';
import {
  CancelStockNotificationDocument,
  ConfirmStockNotificationDocument,
  GetStockNotificationsDocument,
  LoginDocument,
  RegisterCustomerDocument,
  RequestStockNotificationDocument,
  ResetPasswordWithTokenDocument,
} from '../generated/graphql';
import { STORAGE_KEYS } from '../storage/keys';
import { commerceServerPerFile } from '../testing/commerceServer';
import { resetLinkFor } from '../testing/outbox';
import { dataOf } from '../testing/results';

const server = commerceServerPerFile();
/** GHK-Cu 50mg, seeded out of stock. */
const OUT_OF_STOCK_PRODUCT = 105;

describe('back-in-stock operations against the commerce server', () => {
  it('RequestStockNotification for the customer’s own address is active, listed, and cancelled by id', async () => {
    const { client, storage } = server.shopper();
    const email = 'notify@example.com';
    dataOf(await client.mutation(RegisterCustomerDocument, { email }).toPromise());
    const link = await resetLinkFor(server.origin, email);
    dataOf(
      await client
        .mutation(ResetPasswordWithTokenDocument, { ...link, newPassword: 'correct horse 1' })
        .toPromise(),
    );
    const login = dataOf(
      await client
        .mutation(LoginDocument, { username: email, password: 'correct horse 1' })
        .toPromise(),
    );
    storage.setItem(STORAGE_KEYS.authToken, login.login?.authToken ?? '');

    const request = dataOf(
      await client
        .mutation(RequestStockNotificationDocument, { productId: OUT_OF_STOCK_PRODUCT, email })
        .toPromise(),
    );
    expect(request.requestStockNotification?.status).toBe('ACTIVE');
    const listed = dataOf(await client.query(GetStockNotificationsDocument, {}).toPromise());
    const [notification] = listed.stockNotifications;
    expect(notification).toMatchObject({ status: 'ACTIVE', productSlug: 'ghk-cu-50mg', email });

    const cancelled = dataOf(
      await client
        .mutation(CancelStockNotificationDocument, { id: notification?.databaseId })
        .toPromise(),
    );
    expect(cancelled.cancelStockNotification?.notification?.status).toBe('CANCELLED');
  });

  it('ConfirmStockNotification with a made-up token confirms nothing', async () => {
    const { client } = server.shopper();
    const answer = dataOf(
      await client.mutation(ConfirmStockNotificationDocument, { token: 'made-up' }).toPromise(),
    );
    expect(answer.confirmStockNotification?.success).toBe(false);
  });
});
