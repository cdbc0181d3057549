import type { MigrationScript } from '../schema-migration';

/**
 * WooCommerce's "Exclude products" of a coupon: a JSON array of the database ids of products the
 * coupon takes nothing off (the shop's coupons exclude the shipping insurance). Coupons stored so
 * far exclude nothing.
 */
export const couponExcludedProducts: MigrationScript = {
  sql: () => `
  ALTER TABLE coupons ADD COLUMN excluded_product_ids TEXT NOT NULL DEFAULT '[]';
  `,
};
