import { BITCOIN_GATEWAY_ID, LIMITS, MESSAGES } from '@peptide/domain';
import type { Db } from '../db/database';
import { SEED_COUPONS } from './catalog-data';

/**
 * Seeds the coupons, the shipping methods (Xpresspost 15, free above 250), the payment gateways
 * and the free-shipping setting.
 *
 * @param db - the database being seeded, inside the seed's transaction
 */
export function seedShop(db: Db): void {
  const insertCoupon = db.prepare(
    'INSERT INTO coupons (code, discount_type, amount, description, date_expiry, usage_limit, usage_count, individual_use) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const coupon of SEED_COUPONS) {
    insertCoupon.run(
      coupon.code,
      coupon.type,
      coupon.amount,
      coupon.description,
      coupon.expiry,
      coupon.limit,
      coupon.used,
      coupon.individualUse ? 1 : 0,
    );
  }

  db.prepare(
    'INSERT INTO shipping_methods (id, method_id, instance_id, label, cost, min_amount) VALUES (?, ?, ?, ?, ?, ?)',
  ).run('flat_rate:1', 'flat_rate', 1, MESSAGES.shippingFlatLabel, LIMITS.flatShippingFee, null);
  db.prepare(
    'INSERT INTO shipping_methods (id, method_id, instance_id, label, cost, min_amount) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    'free_shipping:2',
    'free_shipping',
    2,
    MESSAGES.shippingFreeLabel,
    0,
    LIMITS.freeShippingThreshold,
  );

  const insertGateway = db.prepare(
    'INSERT INTO payment_gateways (id, title, description, sort) VALUES (?, ?, ?, ?)',
  );
  insertGateway.run(BITCOIN_GATEWAY_ID, 'Pay with Bitcoin', MESSAGES.bitcoinDiscountLabel, 0);
  insertGateway.run(
    'nowpayments',
    'Pay with Crypto',
    'USDT, ETH, LTC and more through a hosted crypto checkout.',
    1,
  );

  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(
    'free_shipping_amount',
    String(LIMITS.freeShippingThreshold),
  );
}
