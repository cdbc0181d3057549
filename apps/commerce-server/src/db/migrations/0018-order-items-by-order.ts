import type { MigrationScript } from '../schema-migration';

/**
 * An order's lines are found by their order: each checkout sums the units that the unpaid orders
 * of its session and client address hold (checkout/order-holds.ts), and every order page reads
 * its lines, neither of which may read every line the shop has ever sold.
 */
export const orderItemsByOrder: MigrationScript = {
  sql: () => `
  CREATE INDEX order_items_by_order ON order_items(order_id);
  `,
};
