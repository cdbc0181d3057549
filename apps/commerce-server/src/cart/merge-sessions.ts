import { couponStackingProblem, LIMITS, mergeCartLines } from '@peptide/domain';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import {
  createSession,
  deleteSession,
  type Session,
  saveSession,
  sessionForUpdate,
  sessionOfCustomer,
} from '../store/sessions';
import { couponByCode } from '../store/shop';

/**
 * Gives a guest's session to a customer who just logged in or registered, so the guest cart is
 * kept: adopted as the customer's cart when they have none, otherwise merged into it (lines of
 * the same product summed up to the line limit of 999, coupons joined unless one is for
 * individual use) and the guest session
 * forgotten.
 *
 * @param db - the connection
 * @param presented - the guest session presented with the request
 * @param customerId - the customer's user id
 * @param now - the current time in ms
 * @returns the customer's cart session
 * @remarks One transaction: the guest session is re-read and locked, so two logins with one guest
 *   cart cannot both take it, and a merge loses no change made meanwhile to either cart.
 */
export async function attachGuestSession(
  db: Db,
  presented: Session,
  customerId: number,
  now: number,
): Promise<Session> {
  return inTransaction(db, async (trx) => {
    const guest = await sessionForUpdate(trx, presented.id);
    const customerSession = await sessionOfCustomer(trx, customerId);
    const existing =
      customerSession === null ? null : await sessionForUpdate(trx, customerSession.id);
    // Taken by another request meanwhile (merged, or adopted by this customer's other login).
    if (!guest || (guest.customerId !== null && guest.customerId !== customerId))
      return existing ?? (await createSession(trx, customerId, now));
    if (!existing) {
      guest.customerId = customerId;
      await saveSession(trx, guest, now);
      return guest;
    }
    if (existing.id === guest.id) return existing;
    return mergeInto(trx, existing, guest, now);
  });
}

/** Merges a guest's cart into the customer's, saves it and forgets the guest session. */
async function mergeInto(db: Db, existing: Session, guest: Session, now: number): Promise<Session> {
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
  const coupons = [];
  for (const code of existing.data.coupons) {
    const coupon = await couponByCode(db, code);
    if (coupon) coupons.push(coupon);
  }
  for (const code of guest.data.coupons) {
    const coupon = await couponByCode(db, code);
    if (!coupon || coupons.some((applied) => applied.code === coupon.code)) continue;
    if (!couponStackingProblem(coupons, coupon)) coupons.push(coupon);
  }
  existing.data.coupons = coupons.map((coupon) => coupon.code);
  existing.data.paymentMethod = guest.data.paymentMethod ?? existing.data.paymentMethod;
  if (guest.data.shippingMethods.length > 0)
    existing.data.shippingMethods = guest.data.shippingMethods;
  await saveSession(db, existing, now);
  await deleteSession(db, guest.id);
  return existing;
}
