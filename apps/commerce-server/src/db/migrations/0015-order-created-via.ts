import type { MigrationScript } from '../schema-migration';

/**
 * WooCommerce's "created via": where an order came from (`checkout` unless the checkout names
 * another source). Every order stored so far was placed through the checkout.
 */
export const orderCreatedVia: MigrationScript = {
  sql: () => `
  ALTER TABLE orders ADD COLUMN created_via TEXT NOT NULL DEFAULT 'checkout';
  `,
};
