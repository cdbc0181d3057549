import type { MigrationScript } from '../schema-migration';

/**
 * Orders keep each coupon's discount (upstream's couponLines). Orders placed before hold their
 * codes only: the first code is given the whole discount, so the lines still sum to it.
 */
export const orderCouponLines: MigrationScript = {
  sql: ({ engine }) =>
    engine === 'sqlite'
      ? `
  ALTER TABLE orders ADD COLUMN coupon_lines TEXT NOT NULL DEFAULT '[]';
  UPDATE orders SET coupon_lines = (
    SELECT json_group_array(json_object(
      'code', codes.value,
      'discount', CASE WHEN codes.key = 0 THEN orders.discount_total ELSE 0 END))
    FROM json_each(orders.coupon_codes) AS codes
  ) WHERE json_array_length(coupon_codes) > 0;
  `
      : `
  ALTER TABLE orders ADD COLUMN coupon_lines TEXT NOT NULL DEFAULT '[]';
  UPDATE orders SET coupon_lines = (
    SELECT json_agg(json_build_object(
      'code', codes.value,
      'discount', CASE WHEN codes.position = 1 THEN orders.discount_total ELSE 0 END))::text
    FROM json_array_elements_text(orders.coupon_codes::json) WITH ORDINALITY AS codes(value, position)
  ) WHERE json_array_length(coupon_codes::json) > 0;
  `,
};
