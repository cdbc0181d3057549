import { createHash } from 'node:crypto';
import {
  computeTotals,
  couponDiscount,
  couponProblem,
  couponSubtotal,
  freeShippingBasis,
  LIMITS,
  mergeCartLines,
  qualifiesForFreeShipping,
  round2,
} from '@peptide/domain';
import type { Db } from '../db/database';
import type { Cart, CartItem, ShippingRate } from '../model/models';
import { activePrice, productsByIds, variationsByIds } from '../store/catalog';
import type { SessionData } from '../store/sessions';
import { couponByCode, listShippingMethods, type ShippingMethod, setting } from '../store/shop';

/** The free-shipping threshold of the shop, in euros. */
export async function freeShippingAmount(db: Db): Promise<number> {
  return Number(await setting(db, 'free_shipping_amount', String(LIMITS.freeShippingThreshold)));
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
 * The shipping rates a cart gets, as WooCommerce's zone offers them: the flat rates always, and
 * the free-shipping methods beside them once the cart is above the threshold (computeTotals'
 * rule).
 *
 * @param db - the connection
 * @param amount - the subtotal after coupon discounts (the domain's `freeShippingBasis`); items
 *   without coupons give their subtotal
 * @param hasItems - an empty cart gets no rates
 */
export async function shippingRatesFor(
  db: Db,
  amount: number,
  hasItems: boolean,
): Promise<ShippingRate[]> {
  if (!hasItems) return [];
  return ratesOf(await listShippingMethods(db), amount, await freeShippingAmount(db));
}

/** The methods offered for an amount after coupons: flat ones, and free ones above the threshold. */
function ratesOf(methods: ShippingMethod[], amount: number, threshold: number): ShippingRate[] {
  const free = qualifiesForFreeShipping(amount, threshold);
  return methods
    .filter((method) => method.minAmount == null || free)
    .map((method) => ({
      id: method.id,
      methodId: method.methodId,
      instanceId: method.instanceId,
      label: method.label,
      cost: method.cost,
    }));
}

/** The cheapest of the rates (the first of equals), or undefined when there are none. */
function cheapestRate(rates: readonly ShippingRate[]): ShippingRate | undefined {
  return rates.reduce<ShippingRate | undefined>(
    (cheapest, rate) => (cheapest && cheapest.cost <= rate.cost ? cheapest : rate),
    undefined,
  );
}

/** The flat shipping fee (the cheapest flat rate), the fallback computeTotals charges. */
function flatShippingFee(methods: ShippingMethod[]): number {
  const flat = methods.filter((method) => method.minAmount == null);
  return flat.length > 0 ? Math.min(...flat.map((method) => method.cost)) : 0;
}

/**
 * Prices the stored items of a session: current prices, lines merged by product and variation,
 * items whose product no longer exists left out. Two statements, whatever the number of items.
 */
export async function pricedItems(db: Db, items: SessionData['items']): Promise<CartItem[]> {
  if (items.length === 0) return [];
  const products = await productsByIds(
    db,
    items.map((item) => item.productId),
  );
  const variationIds = items.flatMap((item) =>
    item.variationId == null ? [] : [item.variationId],
  );
  const variations =
    variationIds.length === 0 ? new Map<number, never>() : await variationsByIds(db, variationIds);
  const lines = items.flatMap((item) => {
    const product = products.get(item.productId);
    if (!product) return [];
    const variation = item.variationId == null ? null : variations.get(item.variationId);
    if (variation === undefined) return [];
    return [{ ...item, price: activePrice(variation ?? product), product, variation }];
  });
  return mergeCartLines(lines).map((line) => ({
    key: line.key,
    productId: line.productId,
    variationId: line.variationId,
    quantity: line.quantity,
    price: line.price,
    subtotal: line.subtotal,
    product: line.product,
    variation: line.variation,
  }));
}

/**
 * Builds the cart a session holds, with every total computed by `@peptide/domain`'s
 * computeTotals so the server charges what the storefront shows.
 *
 * @param db - the connection
 * @param data - the session's stored cart (or null for no session)
 * @param now - the current time in ms, for coupon expiry
 * @returns the cart; coupons that no longer apply (expired, used up) are left out, and each
 *   coupon discounts the items but its excluded products (`couponSubtotal`)
 */
export async function buildCart(db: Db, data: SessionData | null, now: number): Promise<Cart> {
  const items = await pricedItems(db, data?.items ?? []);
  const paymentMethod = data?.paymentMethod ?? null;
  const coupons = [];
  for (const code of data?.coupons ?? []) {
    const coupon = await couponByCode(db, code);
    if (!coupon || couponProblem(coupon, code, now)) continue;
    coupons.push({
      code: coupon.code,
      description: coupon.description,
      individualUse: coupon.individualUse,
      discount: couponDiscount(coupon, couponSubtotal(coupon, items)),
    });
  }
  const methods = await listShippingMethods(db);
  const threshold = await freeShippingAmount(db);
  const totals = computeTotals({
    lines: items,
    couponDiscount: round2(coupons.reduce((sum, coupon) => sum + coupon.discount, 0)),
    paymentMethodId: paymentMethod,
    freeShippingThreshold: threshold,
    flatShippingFee: flatShippingFee(methods),
  });
  // The rates follow computeTotals' shipping: judged on the subtotal after coupons.
  const rates =
    items.length > 0
      ? ratesOf(methods, freeShippingBasis(totals.subtotal, totals.discount), threshold)
      : [];
  // The shopper's rate while it is offered (WooCommerce keeps it when free shipping joins the
  // rates), else the cheapest; the charge is the rate in effect.
  const chosen =
    rates.find((rate) => data?.shippingMethods.includes(rate.id)) ?? cheapestRate(rates);
  const chosenShippingMethods = chosen ? [chosen.id] : [];
  const shipping = chosen ? round2(chosen.cost) : totals.shipping;
  return {
    items,
    coupons,
    rates,
    chosenShippingMethods,
    paymentMethod,
    subtotal: totals.subtotal,
    discount: totals.discount,
    bitcoinDiscount: totals.bitcoinDiscount,
    shipping,
    total: round2(totals.total - totals.shipping + shipping),
  };
}
