import type { CouponTerms } from '@peptide/domain';
import type { Db } from '../db/database';

/** A stored shipping method; `minAmount` is the subtotal it needs (free shipping). */
export interface ShippingMethod {
  id: string;
  methodId: string;
  instanceId: number;
  label: string;
  cost: number;
  minAmount: number | null;
}

/** A payment gateway as the storefront lists it. */
export interface PaymentGateway {
  id: string;
  title: string;
  description: string;
  icon: string | null;
}

/** A stored coupon: its code and description, and the terms the domain's coupon rules read. */
export interface Coupon extends CouponTerms {
  code: string;
  description: string;
}

/** Reads a setting, or the fallback when unset. */
export async function setting(db: Db, key: string, fallback: string): Promise<string> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value ?? fallback;
}

/** Every shipping method, flat rates first. */
export async function listShippingMethods(db: Db): Promise<ShippingMethod[]> {
  const rows = await db.selectFrom('shipping_methods').selectAll().orderBy('instance_id').execute();
  return rows.map((row) => ({
    id: row.id,
    methodId: row.method_id,
    instanceId: row.instance_id,
    label: row.label,
    cost: row.cost,
    minAmount: row.min_amount,
  }));
}

/** Enabled payment gateways in display order. */
export async function listPaymentGateways(db: Db): Promise<PaymentGateway[]> {
  return db
    .selectFrom('payment_gateways')
    .select(['id', 'title', 'description', 'icon'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/**
 * Offers exactly the named payment gateways, in that order, and switches the others off.
 *
 * @throws when a name is not a gateway the shop has
 */
export async function offerPaymentGateways(db: Db, ids: readonly string[]): Promise<void> {
  const known = new Set(
    (await db.selectFrom('payment_gateways').select('id').execute()).map((row) => row.id),
  );
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`Unknown payment gateways: ${unknown.join(', ')}`);
  await db.updateTable('payment_gateways').set({ enabled: 0 }).execute();
  for (const [sort, id] of ids.entries()) {
    await db
      .updateTable('payment_gateways')
      .set({ enabled: 1, sort })
      .where('id', '=', id)
      .execute();
  }
}

/** Finds an enabled payment gateway. */
export async function paymentGatewayById(db: Db, id: string): Promise<PaymentGateway | null> {
  return (
    (await db
      .selectFrom('payment_gateways')
      .select(['id', 'title', 'description', 'icon'])
      .where('enabled', '=', 1)
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/** Finds a coupon by code (case-insensitive). */
export async function couponByCode(db: Db, code: string): Promise<Coupon | null> {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code.trim())
    .executeTakeFirst();
  if (!row) return null;
  return {
    code: row.code,
    discountType: row.discount_type,
    amount: row.amount,
    description: row.description,
    dateExpiry: row.date_expiry,
    usageLimit: row.usage_limit,
    usageCount: row.usage_count,
    individualUse: row.individual_use === 1,
    excludedProductIds: JSON.parse(row.excluded_product_ids) as number[],
  };
}

/**
 * Counts one use of a coupon, only while it has uses left: the check and the count are one
 * statement, so two checkouts at once cannot both take a coupon's last use.
 *
 * @returns false when the coupon has no use left (or no longer exists)
 */
export async function recordCouponUse(db: Db, code: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('coupons')
    .set((eb) => ({ usage_count: eb('usage_count', '+', 1) }))
    .where('code', '=', code)
    .where((eb) =>
      eb.or([eb('usage_limit', 'is', null), eb('usage_count', '<', eb.ref('usage_limit'))]),
    )
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

/** Gives back one use of a coupon, as a cancelled order does (never below zero). */
export async function releaseCouponUse(db: Db, code: string): Promise<void> {
  await db
    .updateTable('coupons')
    .set((eb) => ({ usage_count: eb('usage_count', '-', 1) }))
    .where('code', '=', code)
    .where('usage_count', '>', 0)
    .execute();
}
