import type { MigrationScript } from '../schema-migration';

/** WooCommerce's "individual use only": such a coupon cannot be used with any other coupon. */
export const individualUseCoupons: MigrationScript = {
  sql: () => `
  ALTER TABLE coupons ADD COLUMN individual_use INTEGER NOT NULL DEFAULT 0;
  `,
};
