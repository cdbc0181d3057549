/**
 * The cart's choices, WooCommerce's rules: coupons (valid, unexpired, not twice, individual-use
 * coupons alone), the shipping method among the cart's rates, and the payment gateway. Each
 * change runs in the session's own transaction.
 */
import {
  couponProblem,
  couponStackingProblem,
  LIMITS,
  MESSAGES,
  normalizeCouponCode,
  SERVER_MESSAGES,
} from '@peptide/domain';
import { userError } from '../errors';
import type { AppliedCoupon, Cart } from '../model/models';
import { couponByCode, paymentGatewayById } from '../store/shop';
import { type CartSession, currentCart } from './cart-session';

/**
 * Applies a coupon by code.
 *
 * @returns the cart after and the coupon as applied to it
 */
export async function applyCoupon(
  session: CartSession,
  code: string,
): Promise<{ cart: Cart; applied: AppliedCoupon | null }> {
  const normalized = normalizeCouponCode(code);
  const coupon =
    normalized.length > LIMITS.couponMaxLength ? null : await couponByCode(session.db, normalized);
  const problem = couponProblem(coupon, normalized, session.now());
  if (problem || !coupon) throw userError(problem ?? MESSAGES.invalidCoupon);
  await session.ensure();
  await session.update(async (data, trx) => {
    if (data.coupons.some((applied) => applied.toLowerCase() === coupon.code.toLowerCase())) {
      throw userError(SERVER_MESSAGES.couponAlreadyApplied, 'CONFLICT');
    }
    const applied = [];
    for (const appliedCode of data.coupons) {
      const found = await couponByCode(trx, appliedCode);
      if (found) applied.push(found);
    }
    const stacking = couponStackingProblem(applied, coupon);
    if (stacking) throw userError(stacking, 'CONFLICT');
    data.coupons.push(coupon.code);
  });
  const cart = await currentCart(session);
  return { cart, applied: cart.coupons.find((entry) => entry.code === coupon.code) ?? null };
}

/** Removes applied coupons by code (any case); every code must be applied. */
export async function removeCoupons(session: CartSession, codes: readonly string[]): Promise<Cart> {
  const lower = codes.map((code) => code.trim().toLowerCase());
  const notFound = () => userError(MESSAGES.couponNotFound, 'NOT_FOUND');
  if (codes.length === 0 || !(await session.current())) throw notFound();
  await session.update((data) => {
    if (!lower.every((code) => data.coupons.some((applied) => applied.toLowerCase() === code))) {
      throw notFound();
    }
    data.coupons = data.coupons.filter((code) => !lower.includes(code.toLowerCase()));
  });
  return currentCart(session);
}

/** Chooses shipping methods among the cart's rates. */
export async function chooseShippingMethods(
  session: CartSession,
  methods: readonly string[],
): Promise<Cart> {
  const cart = await currentCart(session);
  if (methods.length === 0) throw userError(SERVER_MESSAGES.noShippingMethod);
  const unknown = methods.find((id) => !cart.rates.some((rate) => rate.id === id));
  if (unknown !== undefined) {
    throw userError(SERVER_MESSAGES.invalidShippingMethod(unknown.slice(0, 64)));
  }
  await session.ensure();
  await session.update((data) => {
    data.shippingMethods = [...methods];
  });
  return currentCart(session);
}

/** Chooses the payment gateway; the cart's total then includes its discount. */
export async function choosePaymentMethod(session: CartSession, method: string): Promise<Cart> {
  if (!method.trim()) throw userError(MESSAGES.paymentMethodRequired);
  if (!(await paymentGatewayById(session.db, method))) {
    throw userError(SERVER_MESSAGES.invalidPaymentMethod(method.slice(0, 64)));
  }
  await session.ensure();
  await session.update((data) => {
    data.paymentMethod = method;
  });
  return currentCart(session);
}
