import { createHash, randomBytes } from 'node:crypto';
import { SERVER_MESSAGES } from '@peptide/domain';
import type { Db } from '../db/database';
import { queueEmail } from './outbox';

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

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const SELECT = `SELECT n.id, n.product_id AS productId, n.variation_id AS variationId, n.email,
    n.customer_id AS customerId, n.status, COALESCE(v.name, p.name) AS productName,
    p.slug AS productSlug, n.created_at AS createdAt, n.modified_at AS modifiedAt
  FROM stock_notifications n
  JOIN products p ON p.id = n.product_id
  LEFT JOIN variations v ON v.id = n.variation_id`;

/** The storefront links an e-mail about a request carries. */
export interface NotificationLinks {
  /** The storefront's origin, without a trailing slash. */
  storefrontUrl: string;
}

function tokenLink(links: NotificationLinks, action: 'confirm' | 'unsubscribe', token: string) {
  const query = new URLSearchParams({ action, token });
  return `${links.storefrontUrl}/stock-notification?${query.toString()}`;
}

/** Gives a request a fresh token (only its hash is kept) and returns the token. */
function renewToken(db: Db, id: number): string {
  const token = randomBytes(24).toString('hex');
  db.prepare('UPDATE stock_notifications SET token_hash = ? WHERE id = ?').run(hash(token), id);
  return token;
}

/**
 * Records a back-in-stock request, or finds the open one for the same item and address.
 *
 * @param db - the connection
 * @param request - the item, the address and, when the address is the logged-in customer's own,
 *   the customer (confirmed at once); otherwise the request waits UNCONFIRMED and a confirmation
 *   link is e-mailed
 * @param links - where the e-mailed link points
 * @param now - the current time in ms
 * @returns the request's status
 * @remarks An address that already has an open request for the item gets no second e-mail, so
 *   repeating a request cannot flood an inbox.
 */
export function requestStockNotification(
  db: Db,
  request: StockItem & { email: string; customerId: number | null },
  links: NotificationLinks,
  now: number,
): StockNotificationStatus {
  const record = db.transaction((): StockNotificationStatus => {
    const open = db
      .prepare(
        `SELECT id, status FROM stock_notifications WHERE product_id = ?
          AND IFNULL(variation_id, 0) = ? AND email = ? AND status IN ('UNCONFIRMED', 'ACTIVE')`,
      )
      .get(request.productId, request.variationId ?? 0, request.email) as
      | { id: number; status: StockNotificationStatus }
      | undefined;
    const stamp = new Date(now).toISOString();
    if (open) {
      if (open.status === 'UNCONFIRMED' && request.customerId != null) {
        db.prepare(
          "UPDATE stock_notifications SET status = 'ACTIVE', customer_id = ?, modified_at = ? WHERE id = ?",
        ).run(request.customerId, stamp, open.id);
        return 'ACTIVE';
      }
      return open.status;
    }
    const status = request.customerId == null ? 'UNCONFIRMED' : 'ACTIVE';
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO stock_notifications
          (product_id, variation_id, email, customer_id, status, token_hash, created_at, modified_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        request.productId,
        request.variationId,
        request.email,
        request.customerId,
        status,
        hash(randomBytes(24).toString('hex')),
        stamp,
        stamp,
      );
    const id = Number(lastInsertRowid);
    if (status === 'UNCONFIRMED') {
      const row = notificationById(db, id) as StockNotificationRow;
      const link = tokenLink(links, 'confirm', renewToken(db, id));
      queueEmail(
        db,
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
  return record.immediate();
}

/** Finds one request by id. */
export function notificationById(db: Db, id: number): StockNotificationRow | null {
  return (db.prepare(`${SELECT} WHERE n.id = ?`).get(id) as StockNotificationRow) ?? null;
}

/** A customer's requests, newest first. */
export function notificationsOfCustomer(db: Db, customerId: number): StockNotificationRow[] {
  return db
    .prepare(`${SELECT} WHERE n.customer_id = ? ORDER BY n.id DESC`)
    .all(customerId) as StockNotificationRow[];
}

/**
 * Confirms an unconfirmed request with the token of its e-mailed link.
 *
 * @returns whether a request was confirmed
 */
export function confirmStockNotification(db: Db, token: string, now: number): boolean {
  const { changes } = db
    .prepare(
      `UPDATE stock_notifications SET status = 'ACTIVE', modified_at = ?
        WHERE token_hash = ? AND status = 'UNCONFIRMED'`,
    )
    .run(new Date(now).toISOString(), hash(token));
  return changes === 1;
}

/**
 * Cancels an open request, by the token of an e-mailed link or by id for its customer.
 *
 * @returns whether an open request was cancelled
 */
export function cancelStockNotification(
  db: Db,
  which: { token: string } | { id: number; customerId: number },
  now: number,
): boolean {
  const stamp = new Date(now).toISOString();
  const open = "status IN ('UNCONFIRMED', 'ACTIVE')";
  const { changes } =
    'token' in which
      ? db
          .prepare(
            `UPDATE stock_notifications SET status = 'CANCELLED', modified_at = ? WHERE token_hash = ? AND ${open}`,
          )
          .run(stamp, hash(which.token))
      : db
          .prepare(
            `UPDATE stock_notifications SET status = 'CANCELLED', modified_at = ? WHERE id = ? AND customer_id = ? AND ${open}`,
          )
          .run(stamp, which.id, which.customerId);
  return changes === 1;
}

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
export function notifyRestocked(
  db: Db,
  items: readonly StockItem[],
  links: NotificationLinks,
  now: number,
): number {
  const inStock = db.prepare(
    `SELECT 1 FROM products p LEFT JOIN variations v ON v.id = ?
      WHERE p.id = ? AND COALESCE(v.stock_status, p.stock_status) = 'IN_STOCK'
      AND (COALESCE(v.manage_stock, p.manage_stock) = 0 OR COALESCE(v.stock_quantity, p.stock_quantity) > 0)`,
  );
  const due = db.prepare(
    `UPDATE stock_notifications SET status = 'SENT', modified_at = ?
      WHERE product_id = ? AND IFNULL(variation_id, 0) = ? AND status = 'ACTIVE'
      RETURNING id`,
  );
  let sent = 0;
  for (const item of items) {
    if (!inStock.get(item.variationId, item.productId)) continue;
    const ids = due.all(new Date(now).toISOString(), item.productId, item.variationId ?? 0) as {
      id: number;
    }[];
    for (const { id } of ids) {
      const row = notificationById(db, id) as StockNotificationRow;
      const productLink = `${links.storefrontUrl}/product/${row.productSlug}`;
      const unsubscribeLink = tokenLink(links, 'unsubscribe', renewToken(db, id));
      queueEmail(
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
export function setStock(
  db: Db,
  item: StockItem & { quantity: number },
  links: NotificationLinks,
  now: number,
): boolean {
  const write = db.transaction((): boolean => {
    const status = item.quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK';
    if (item.variationId == null) {
      const { changes } = db
        .prepare(
          "UPDATE products SET stock_quantity = ?, stock_status = ? WHERE id = ? AND manage_stock = 1 AND type = 'SIMPLE'",
        )
        .run(item.quantity, status, item.productId);
      if (changes !== 1) return false;
    } else {
      const { changes } = db
        .prepare(
          'UPDATE variations SET stock_quantity = ?, stock_status = ? WHERE id = ? AND parent_id = ? AND manage_stock = 1',
        )
        .run(item.quantity, status, item.variationId, item.productId);
      if (changes !== 1) return false;
      db.prepare(
        `UPDATE products SET stock_status = CASE WHEN EXISTS (SELECT 1 FROM variations v WHERE v.parent_id = products.id AND v.stock_status = 'IN_STOCK') THEN 'IN_STOCK' ELSE 'OUT_OF_STOCK' END WHERE id = ?`,
      ).run(item.productId);
    }
    notifyRestocked(db, [item], links, now);
    return true;
  });
  return write.immediate();
}
