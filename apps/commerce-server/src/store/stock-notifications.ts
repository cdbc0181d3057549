import { randomBytes } from 'node:crypto';
import { SERVER_MESSAGES } from '@peptide/domain';
import type { Db } from '../db/database';
import { forUpdate, isUniqueViolation } from '../db/engine';
import { inTransaction } from '../db/transaction';
import type { User } from '../model/models';
import { hash, type NotificationLinks, renewToken, tokenLink } from './notification-links';
import { queueEmail } from './outbox';
import { markEmailVerified } from './users';

/** Where a back-in-stock request stands. */
export type StockNotificationStatus = 'UNCONFIRMED' | 'ACTIVE' | 'SENT' | 'CANCELLED';

/** One back-in-stock request, with the names of what it waits for. */
export interface StockNotificationRow {
  id: number;
  productId: number;
  variationId: number | null;
  email: string;
  customerId: number | null;
  status: StockNotificationStatus;
  productName: string;
  productSlug: string;
  createdAt: string;
  modifiedAt: string;
}

/** A product or one of its variations, as a back-in-stock request names it. */
export interface StockItem {
  productId: number;
  variationId: number | null;
}

/** Requests with the names of what they wait for. */
function notifications(db: Db) {
  return db
    .selectFrom('stock_notifications as n')
    .innerJoin('products as p', 'p.id', 'n.product_id')
    .leftJoin('variations as v', 'v.id', 'n.variation_id')
    .select((eb) => [
      'n.id',
      'n.product_id as productId',
      'n.variation_id as variationId',
      'n.email',
      'n.customer_id as customerId',
      'n.status',
      eb.fn.coalesce('v.name', 'p.name').as('productName'),
      'p.slug as productSlug',
      'n.created_at as createdAt',
      'n.modified_at as modifiedAt',
    ]);
}

/**
 * Records a back-in-stock request, or finds the open one for the same item and address.
 *
 * @param db - the connection
 * @param request - the item, the address and, when the address is the logged-in customer's own
 *   and proven (`User.emailVerified`), the customer: confirmed at once, and adopting an
 *   unconfirmed request for the same item and address; otherwise the request waits UNCONFIRMED
 *   and a confirmation link is e-mailed
 * @param links - where the e-mailed link points
 * @param now - the current time in ms
 * @returns the request's status
 * @remarks An address that already has an open request for the item gets no second e-mail, so
 *   repeating a request cannot flood an inbox. Two identical requests at the same moment both
 *   find no open request; the unique index lets one insert, and the other, refused by it, runs
 *   again and finds that one.
 */
export async function requestStockNotification(
  db: Db,
  request: StockRequest,
  links: NotificationLinks,
  now: number,
): Promise<StockNotificationStatus> {
  try {
    return await recordRequest(db, request, links, now);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return recordRequest(db, request, links, now);
  }
}

type StockRequest = StockItem & { email: string; customerId: number | null };

function recordRequest(
  db: Db,
  request: StockRequest,
  links: NotificationLinks,
  now: number,
): Promise<StockNotificationStatus> {
  return inTransaction(db, async (trx): Promise<StockNotificationStatus> => {
    const open = await forUpdate(
      trx,
      trx
        .selectFrom('stock_notifications')
        .select(['id', 'status'])
        .where('product_id', '=', request.productId)
        .where(
          'variation_id',
          request.variationId == null ? 'is' : '=',
          request.variationId ?? null,
        )
        .where('email', '=', request.email)
        .where('status', 'in', ['UNCONFIRMED', 'ACTIVE']),
    ).executeTakeFirst();
    const stamp = new Date(now).toISOString();
    if (open) {
      if (open.status === 'UNCONFIRMED' && request.customerId != null) {
        await trx
          .updateTable('stock_notifications')
          .set({ status: 'ACTIVE', customer_id: request.customerId, modified_at: stamp })
          .where('id', '=', open.id)
          .execute();
        return 'ACTIVE';
      }
      return open.status;
    }
    const status = request.customerId == null ? 'UNCONFIRMED' : 'ACTIVE';
    const { id } = await trx
      .insertInto('stock_notifications')
      .values({
        product_id: request.productId,
        variation_id: request.variationId,
        email: request.email,
        customer_id: request.customerId,
        status,
        token_hash: hash(randomBytes(24).toString('hex')),
        created_at: stamp,
        modified_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status === 'UNCONFIRMED') {
      const row = (await notificationById(trx, id)) as StockNotificationRow;
      const link = tokenLink(links, 'confirm', await renewToken(trx, id));
      await queueEmail(
        trx,
        {
          to: request.email,
          subject: SERVER_MESSAGES.stockNotificationConfirmSubject(row.productName),
          body: SERVER_MESSAGES.stockNotificationConfirmBody(row.productName, link),
          link,
        },
        now,
      );
    }
    return status;
  });
}

/** Finds one request by id. */
export async function notificationById(db: Db, id: number): Promise<StockNotificationRow | null> {
  return (await notifications(db).where('n.id', '=', id).executeTakeFirst()) ?? null;
}

/** A customer's requests, newest first. */
export async function notificationsOfCustomer(
  db: Db,
  customerId: number,
): Promise<StockNotificationRow[]> {
  return notifications(db)
    .where('n.customer_id', '=', customerId)
    .orderBy('n.id', 'desc')
    .execute();
}

/**
 * Confirms an unconfirmed request with the token of its e-mailed link.
 *
 * @param db - the connection
 * @param token - the link's token
 * @param confirmer - the logged-in customer who pressed the link's button, if any
 * @param now - the current time in ms
 * @returns whether a request was confirmed
 * @remarks A customer logged in to the account that holds the request's address, who presses
 *   the link mailed to it, has shown they hold both: the address becomes proven (their later
 *   requests are active at once) and the request joins their account. Pressed by anyone else
 *   (a guest, another account), the link confirms the request only: whoever registered an
 *   address gains nothing from its owner's pressing a link.
 */
export async function confirmStockNotification(
  db: Db,
  token: string,
  confirmer: Pick<User, 'databaseId' | 'email'> | null,
  now: number,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const confirmed = await trx
      .updateTable('stock_notifications')
      .set({ status: 'ACTIVE', modified_at: new Date(now).toISOString() })
      .where('token_hash', '=', hash(token))
      .where('status', '=', 'UNCONFIRMED')
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!confirmed) return false;
    if (confirmer && confirmer.email.toLowerCase() === confirmed.email.toLowerCase()) {
      await markEmailVerified(trx, confirmer.databaseId, confirmer.email);
      await trx
        .updateTable('stock_notifications')
        .set({ customer_id: confirmer.databaseId })
        .where('id', '=', confirmed.id)
        .where('customer_id', 'is', null)
        .execute();
    }
    return true;
  });
}

/**
 * Cancels an open request, by the token of an e-mailed link or by id for its customer.
 *
 * @returns whether an open request was cancelled
 */
export async function cancelStockNotification(
  db: Db,
  which: { token: string } | { id: number; customerId: number },
  now: number,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('stock_notifications')
    .set({ status: 'CANCELLED', modified_at: new Date(now).toISOString() })
    .$if('token' in which, (query) =>
      query.where('token_hash', '=', hash((which as { token: string }).token)),
    )
    .$if('id' in which, (query) => {
      const { id, customerId } = which as { id: number; customerId: number };
      return query.where('id', '=', id).where('customer_id', '=', customerId);
    })
    .where('status', 'in', ['UNCONFIRMED', 'ACTIVE'])
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}
