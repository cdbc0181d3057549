import type { MigrationScript } from '../schema-migration';

/**
 * Back-in-stock requests (store/stock-notifications.ts): a guest's waits UNCONFIRMED for its
 * e-mailed link; an ACTIVE one is mailed once when the item is back, then SENT. Only a hash of
 * the e-mailed token is kept. One open request per item and address.
 */
export const stockNotifications: MigrationScript = {
  sql: ({ id, nocase }) => `
  CREATE TABLE stock_notifications (
    id ${id},
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    variation_id INTEGER REFERENCES variations(id) ON DELETE CASCADE,
    email ${nocase} NOT NULL,
    customer_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    status TEXT NOT NULL CHECK (status IN ('UNCONFIRMED', 'ACTIVE', 'SENT', 'CANCELLED')),
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    modified_at TEXT NOT NULL
  );
  CREATE UNIQUE INDEX stock_notifications_open ON stock_notifications
    (product_id, COALESCE(variation_id, 0), email) WHERE status IN ('UNCONFIRMED', 'ACTIVE');
  CREATE INDEX stock_notifications_customer ON stock_notifications(customer_id);
  `,
};
