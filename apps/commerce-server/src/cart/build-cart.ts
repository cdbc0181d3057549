import { createHash } from 'node:crypto';
import {
  computeTotals,
  couponDiscount,
  couponProblem,
  LIMITS,
  lineSubtotal,
  mergeCartLines,
  qualifiesForFreeShipping,
  round2,
} from '@peptide/domain';
import type { Db } from '../db/database';
import type { Cart, CartItem, ShippingRate } from '../graphql/models';
import { activePrice, productById, variationById } from '../store/catalog';
import type { SessionData } from '../store/sessions';
import { couponByCode, listShippingMethods, setting } from '../store/shop';

/** The free-shipping threshold of the shop, in euros. */
export function freeShippingAmount(db: Db): number {
  return Number(setting(db, 'free_shipping_amount', String(LIMITS.freeShippingThreshold)));
}

/**
 * The cart item key of a product and variation, stable like WooCommerce's (an md5 of the ids),
 * so adding the same product twice lands on the same line.
 */
export function cartItemKey(productId: number, variationId: number | null): string {
  return createHash('md5')
    .update(`${productId}:${variationId ?? 0}`)
    .digest('hex');
}

/**
 * The shipping rates a subtotal gets: free-shipping methods above the threshold, flat rates
 * otherwise, following the same rule as computeTotals.
 *
 * @param db - the connection
 * @param subtotal - the cart subtotal
 * @param hasItems - an empty cart gets no rates
 */
export function shippingRatesFor(db: Db, subtotal: number, hasItems: boolean): ShippingRate[] {
  if (!hasItems) return [];
  const threshold = freeShippingAmount(db);
  const free = qualifiesForFreeShipping(subtotal, threshold);
  return listShippingMethods(db)
    .filter((method) => (method.minAmount != null) === free)
    .map((method) => ({
      id: method.id,
      methodId: method.methodId,
      instanceId: method.instanceId,
      label: method.label,
      cost: method.cost,
    }));
}

/** The flat shipping fee (the cheapest flat rate), the fallback computeTotals charges. */
function flatShippingFee(db: Db): number {
  const flat = listShippingMethods(db).filter((method) => method.minAmount == null);
  return flat.length > 0 ? Math.min(...flat.map((method) => method.cost)) : 0;
}

/**
 * Prices the stored items of a session: current prices, lines merged by product and variation,
 * items whose product no longer exists left out.
 */
export function pricedItems(db: Db, items: SessionData['items']): CartItem[] {
  const lines = items.flatMap((item) => {
    const product = productById(db, item.productId);
    if (!product) return [];
    const variation = item.variationId == null ? null : variationById(db, item.variationId);
    if (item.variationId != null && !variation) return [];
    return [{ ...item, price: activePrice(variation ?? product) }];
  });
  return mergeCartLines(lines).map((line) => ({
    key: line.key,
    productId: line.productId,
    variationId: line.variationId,
    quantity: line.quantity,
    price: line.price,
    subtotal: line.subtotal,
  }));
}

/**
 * Builds the cart a session holds, with every total computed by `@peptide/domain`'s
 * computeTotals so the server charges what the storefront shows.
 *
 * @param db - the connection
 * @param data - the session's stored cart (or null for no session)
 * @param now - the current time in ms, for coupon expiry
 * @returns the cart; coupons that no longer apply (expired, used up) are left out
 */
export function buildCart(db: Db, data: SessionData | null, now: number): Cart {
  const items = pricedItems(db, data?.items ?? []);
  const paymentMethod = data?.paymentMethod ?? null;
  const itemsSubtotal = round2(
    items.reduce((sum, item) => sum + lineSubtotal(item.price, item.quantity), 0),
  );
  const coupons = (data?.coupons ?? []).flatMap((code) => {
    const coupon = couponByCode(db, code);
    if (!coupon || couponProblem(coupon, code, now)) return [];
    return [
      {
        code: coupon.code,
        description: coupon.description,
        discount: couponDiscount(coupon, itemsSubtotal),
      },
    ];
  });
  const rates = shippingRatesFor(db, itemsSubtotal, items.length > 0);
  const chosen = data?.shippingMethods.find((id) => rates.some((rate) => rate.id === id));
  const chosenShippingMethods = rates.length === 0 ? [] : [chosen ?? (rates[0] as ShippingRate).id];
  const totals = computeTotals({
    lines: items,
    couponDiscount: round2(coupons.reduce((sum, coupon) => sum + coupon.discount, 0)),
    paymentMethodId: paymentMethod,
    freeShippingThreshold: freeShippingAmount(db),
    flatShippingFee: flatShippingFee(db),
  });
  return {
    items,
    coupons,
    rates,
    chosenShippingMethods,
    paymentMethod,
    subtotal: totals.subtotal,
    discount: totals.discount,
    bitcoinDiscount: totals.bitcoinDiscount,
    shipping: totals.shipping,
    total: totals.total,
  };
}
