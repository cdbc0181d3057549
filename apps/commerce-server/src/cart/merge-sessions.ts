import { couponStackingProblem, LIMITS, mergeCartLines } from '@peptide/domain';
import type { Db } from '../db/database';
import { deleteSession, type Session, saveSession, sessionOfCustomer } from '../store/sessions';
import { couponByCode } from '../store/shop';

/**
 * Gives a guest's session to a customer who just logged in or registered, so the guest cart is
 * kept: adopted as the customer's cart when they have none, otherwise merged into it (lines of
 * the same product summed up to the line limit of 999, coupons joined unless one is for
 * individual use) and the guest session
 * forgotten.
 *
 * @param db - the connection
 * @param guest - the guest session presented with the request
 * @param customerId - the customer's user id
 * @param now - the current time in ms
 * @returns the customer's cart session
 */
export function attachGuestSession(
  db: Db,
  guest: Session,
  customerId: number,
  now: number,
): Session {
  const existing = sessionOfCustomer(db, customerId);
  if (!existing) {
    guest.customerId = customerId;
    saveSession(db, guest, now);
    return guest;
  }
  if (existing.id === guest.id) return existing;
  const lines = mergeCartLines(
    [...existing.data.items, ...guest.data.items].map((item) => ({ ...item, price: 0 })),
  );
  existing.data.items = lines.map(({ key, productId, variationId, quantity }) => ({
    key,
    productId,
    variationId,
    quantity: Math.min(quantity, LIMITS.maxQuantity),
  }));
  // The customer's coupons stay; a guest coupon joins them unless either is for individual use.
  const coupons = existing.data.coupons.flatMap((code) => couponByCode(db, code) ?? []);
  for (const code of guest.data.coupons) {
    const coupon = couponByCode(db, code);
    if (!coupon || coupons.some((applied) => applied.code === coupon.code)) continue;
    if (!couponStackingProblem(coupons, coupon)) coupons.push(coupon);
  }
  existing.data.coupons = coupons.map((coupon) => coupon.code);
  existing.data.paymentMethod = guest.data.paymentMethod ?? existing.data.paymentMethod;
  if (guest.data.shippingMethods.length > 0)
    existing.data.shippingMethods = guest.data.shippingMethods;
  db.transaction(() => {
    saveSession(db, existing, now);
    deleteSession(db, guest.id);
  })();
  return existing;
}
