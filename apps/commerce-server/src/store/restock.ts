import { SERVER_MESSAGES } from '@peptide/domain';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { type NotificationLinks, renewToken, tokenLink } from './notification-links';
import { queueEmail } from './outbox';
import { refreshParent } from './stock';
import { notificationById, type StockItem, type StockNotificationRow } from './stock-notifications';

/**
 * E-mails every confirmed request for items that are now in stock, once each: each request
 * becomes SENT in the same statement that selects it.
 *
 * @param db - the connection; the caller runs this inside the transaction that wrote the stock,
 *   so two restocks at once cannot both see a request still ACTIVE
 * @param items - the products and variations whose stock was just raised
 * @param links - where the e-mailed links point
 * @param now - the current time in ms
 * @returns how many e-mails were queued
 */
export async function notifyRestocked(
  db: Db,
  items: readonly StockItem[],
  links: NotificationLinks,
  now: number,
): Promise<number> {
  let sent = 0;
  for (const item of items) {
    const inStock = await db
      .selectFrom('products as p')
      .leftJoin('variations as v', (join) => join.on('v.id', '=', item.variationId ?? -1))
      .select('p.id')
      .where('p.id', '=', item.productId)
      .where((eb) => eb(eb.fn.coalesce('v.stock_status', 'p.stock_status'), '=', 'IN_STOCK'))
      .where((eb) =>
        eb.or([
          eb(eb.fn.coalesce('v.manage_stock', 'p.manage_stock'), '=', 0),
          eb(eb.fn.coalesce('v.stock_quantity', 'p.stock_quantity'), '>', 0),
        ]),
      )
      .executeTakeFirst();
    if (!inStock) continue;
    const due = await db
      .updateTable('stock_notifications')
      .set({ status: 'SENT', modified_at: new Date(now).toISOString() })
      .where('product_id', '=', item.productId)
      .where('variation_id', item.variationId == null ? 'is' : '=', item.variationId ?? null)
      .where('status', '=', 'ACTIVE')
      .returning('id')
      .execute();
    for (const { id } of due) {
      const row = (await notificationById(db, id)) as StockNotificationRow;
      const productLink = `${links.storefrontUrl}/product/${row.productSlug}`;
      const unsubscribeLink = tokenLink(links, 'unsubscribe', await renewToken(db, id));
      await queueEmail(
        db,
        {
          to: row.email,
          subject: SERVER_MESSAGES.backInStockSubject(row.productName),
          body: SERVER_MESSAGES.backInStockBody(row.productName, productLink, unsubscribeLink),
          link: productLink,
        },
        now,
      );
      sent += 1;
    }
  }
  return sent;
}

/**
 * Sets the stock of a product or variation (the development restock route), and e-mails the
 * confirmed requests when it is back above zero, in one transaction.
 *
 * @returns false when there is no such item with managed stock
 */
export async function setStock(
  db: Db,
  item: StockItem & { quantity: number },
  links: NotificationLinks,
  now: number,
): Promise<boolean> {
  return inTransaction(db, async (trx): Promise<boolean> => {
    const status = item.quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK';
    if (item.variationId == null) {
      const { numUpdatedRows } = await trx
        .updateTable('products')
        .set({ stock_quantity: item.quantity, stock_status: status })
        .where('id', '=', item.productId)
        .where('manage_stock', '=', 1)
        .where('type', '=', 'SIMPLE')
        .executeTakeFirst();
      if (numUpdatedRows !== 1n) return false;
    } else {
      const { numUpdatedRows } = await trx
        .updateTable('variations')
        .set({ stock_quantity: item.quantity, stock_status: status })
        .where('id', '=', item.variationId)
        .where('parent_id', '=', item.productId)
        .where('manage_stock', '=', 1)
        .executeTakeFirst();
      if (numUpdatedRows !== 1n) return false;
      await refreshParent(trx, item.productId);
    }
    await notifyRestocked(trx, [item], links, now);
    return true;
  });
}
