import type { MigrationScript } from '../schema-migration';

/**
 * Unpaid orders hold stock for a while only (checkout/unpaid-orders.ts) and one holder may have
 * only so many (checkout/order-holds.ts): an order keeps the client address it was placed from
 * (WooCommerce's customer IP address), and indexes find the pending orders past their hold and
 * count the unpaid ones of a session and of a client address. Orders stored so far have none.
 */
export const unpaidOrderHolds: MigrationScript = {
  sql: () => `
  ALTER TABLE orders ADD COLUMN client_address TEXT;
  CREATE INDEX orders_by_status_age ON orders(status, created_at);
  CREATE INDEX orders_by_session ON orders(session_id, status);
  CREATE INDEX orders_by_client ON orders(client_address, status);
  `,
};
