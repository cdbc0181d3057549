import type { Db } from '../db/database';
import { INSURANCE_PRODUCT_ID } from './catalog-data';

/** WooCommerce's default product category, which it creates on install and keeps empty here. */
export const DEFAULT_CATEGORY = { name: 'Uncategorized', slug: 'uncategorized' } as const;

/**
 * The gateways the upstream profile offers unless COMMERCE_PAYMENT_GATEWAYS names others:
 * WooCommerce's direct bank transfer first, then the crypto gateways' plugins.
 */
export const STOCK_BACKEND_GATEWAYS: readonly string[] = [
  'bacs',
  'btcpaygf_default',
  'nowpayments',
];

/**
 * Makes the seeded catalogue a stock WooCommerce backend's, for the upstream profile: the
 * shop's shipping insurance product (a product of its own storefront) is removed, and
 * WooCommerce's empty default category, Uncategorized, is added. Running it again changes
 * nothing.
 *
 * @param db - the shop's database, at start
 * @remarks Orders keep their lines (order items name products by id and copy what they show),
 *   and the product's category links, stock requests and reviews go with it.
 */
export async function shapeAsStockBackend(db: Db): Promise<void> {
  await db.deleteFrom('products').where('id', '=', INSURANCE_PRODUCT_ID).execute();
  const last = await db
    .selectFrom('product_categories')
    .select((eb) => eb.fn.max('menu_order').as('last'))
    .executeTakeFirst();
  await db
    .insertInto('product_categories')
    .values({ ...DEFAULT_CATEGORY, image_id: null, menu_order: Number(last?.last ?? 0) + 1 })
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .execute();
}
