import { BITCOIN_GATEWAY_ID, LIMITS, MESSAGES } from '@peptide/domain';
import type { Db } from '../db/database';
import { SEED_COUPONS } from './catalog-data';

/**
 * Seeds the coupons, the shipping methods (Xpresspost 15, free above 250), the payment gateways
 * and the free-shipping setting.
 *
 * @param db - the database being seeded, inside the seed's transaction
 */
export async function seedShop(db: Db): Promise<void> {
  for (const coupon of SEED_COUPONS) {
    await db
      .insertInto('coupons')
      .values({
        code: coupon.code,
        discount_type: coupon.type,
        amount: coupon.amount,
        description: coupon.description,
        date_expiry: coupon.expiry,
        usage_limit: coupon.limit,
        usage_count: coupon.used,
        individual_use: coupon.individualUse ? 1 : 0,
        excluded_product_ids: JSON.stringify(coupon.excludedProductIds),
      })
      .execute();
  }

  await db
    .insertInto('shipping_methods')
    .values([
      {
        id: 'flat_rate:1',
        method_id: 'flat_rate',
        instance_id: 1,
        label: MESSAGES.shippingFlatLabel,
        cost: LIMITS.flatShippingFee,
        min_amount: null,
      },
      {
        id: 'free_shipping:2',
        method_id: 'free_shipping',
        instance_id: 2,
        label: MESSAGES.shippingFreeLabel,
        cost: 0,
        min_amount: LIMITS.freeShippingThreshold,
      },
    ])
    .execute();

  await db
    .insertInto('payment_gateways')
    .values([
      {
        id: BITCOIN_GATEWAY_ID,
        title: 'Pay with Bitcoin',
        description: MESSAGES.bitcoinDiscountLabel,
        sort: 0,
        enabled: 1,
      },
      {
        id: 'nowpayments',
        title: 'Pay with Crypto',
        description: 'USDT, ETH, LTC and more through a hosted crypto checkout.',
        sort: 1,
        enabled: 1,
      },
      {
        // WooCommerce's own offline gateway, offered where COMMERCE_PAYMENT_GATEWAYS names it.
        id: 'bacs',
        title: 'Direct bank transfer',
        description:
          'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
        sort: 2,
        enabled: 0,
      },
    ])
    .execute();

  await db
    .insertInto('settings')
    .values({ key: 'free_shipping_amount', value: String(LIMITS.freeShippingThreshold) })
    .execute();
}
