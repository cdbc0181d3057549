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
export function setting(db: Db, key: string, fallback: string): string {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
    | { value: string }
    | undefined;
  return row?.value ?? fallback;
}

/** Every shipping method, flat rates first. */
export function listShippingMethods(db: Db): ShippingMethod[] {
  const rows = db.prepare('SELECT * FROM shipping_methods ORDER BY instance_id').all() as {
    id: string;
    method_id: string;
    instance_id: number;
    label: string;
    cost: number;
    min_amount: number | null;
  }[];
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
export function listPaymentGateways(db: Db): PaymentGateway[] {
  return db
    .prepare(
      'SELECT id, title, description, icon FROM payment_gateways WHERE enabled = 1 ORDER BY sort, id',
    )
    .all() as PaymentGateway[];
}

/** Finds an enabled payment gateway. */
export function paymentGatewayById(db: Db, id: string): PaymentGateway | null {
  return (
    (db
      .prepare(
        'SELECT id, title, description, icon FROM payment_gateways WHERE enabled = 1 AND id = ?',
      )
      .get(id) as PaymentGateway | undefined) ?? null
  );
}

/** Finds a coupon by code (case-insensitive). */
export function couponByCode(db: Db, code: string): Coupon | null {
  const row = db.prepare('SELECT * FROM coupons WHERE code = ?').get(code.trim()) as
    | {
        code: string;
        discount_type: Coupon['discountType'];
        amount: number;
        description: string;
        date_expiry: string | null;
        usage_limit: number | null;
        usage_count: number;
        individual_use: number;
      }
    | undefined;
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
  };
}

/** Counts one use of a coupon. */
export function recordCouponUse(db: Db, code: string): void {
  db.prepare('UPDATE coupons SET usage_count = usage_count + 1 WHERE code = ?').run(code);
}

/** Gives back one use of a coupon, as a cancelled order does (never below zero). */
export function releaseCouponUse(db: Db, code: string): void {
  db.prepare('UPDATE coupons SET usage_count = MAX(0, usage_count - 1) WHERE code = ?').run(code);
}
