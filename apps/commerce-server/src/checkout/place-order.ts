import { randomBytes } from 'node:crypto';
import {
  couponProblem,
  couponStackingProblem,
  isQuantityInRange,
  MESSAGES,
  round2,
  SERVER_MESSAGES,
} from '@peptide/domain';
import { buildCart } from '../cart/build-cart';
import type { Db } from '../db/database';
import { userError } from '../graphql/errors';
import type { Address, Cart, OrderCouponLine } from '../graphql/models';
import { insertOrder, itemsOfOrder, orderById } from '../store/orders';
import { queueEmail } from '../store/outbox';
import { emptySessionData, type Session, saveSession, sessionById } from '../store/sessions';
import { couponByCode, type PaymentGateway, recordCouponUse } from '../store/shop';
import { confirmationEmail } from './confirmation-email';

/** What {@link placeOrder} needs, already validated. */
export interface PlaceOrderInput {
  session: Session;
  customerId: number | null;
  gateway: PaymentGateway;
  shippingMethod: string | null;
  billing: Address;
  shipping: Address;
  customerNote: string;
  now: number;
}

function notEnoughStock(name: string, available: number): Error {
  return userError(SERVER_MESSAGES.notEnoughStock(name, available), 'CONFLICT');
}

/**
 * Each coupon with the discount it gives on the order. computeTotals caps the coupons' sum at the
 * subtotal, so a coupon gets at most what is left of the cart's discount: the lines always sum to
 * the order's discountTotal.
 */
function couponLinesOf(cart: Cart): OrderCouponLine[] {
  let left = cart.discount;
  return cart.coupons.map((coupon) => {
    const discount = round2(Math.min(coupon.discount, left));
    left = round2(left - discount);
    return { code: coupon.code, discount };
  });
}

/**
 * Turns the session's cart into an order in one transaction: re-reads prices and stock, re-checks
 * coupons, writes the order and its lines, takes the units out of stock, counts coupon use,
 * empties the cart and queues the confirmation e-mail. Any failure rolls everything back, so two
 * shoppers racing for the last unit get exactly one order.
 *
 * @param db - the connection
 * @param input - the session, the buyer, the gateway, the addresses
 * @returns the new order's database id
 * @throws a GraphQL error for an empty cart, a coupon that no longer applies, a shipping method
 *   not offered, or too little stock
 */
export function placeOrder(db: Db, input: PlaceOrderInput): number {
  const place = db.transaction(() => {
    // Re-read inside the transaction: the cart may have changed since the request began.
    const session = sessionById(db, input.session.id) ?? input.session;
    const data = { ...session.data, paymentMethod: input.gateway.id };
    if (input.shippingMethod) data.shippingMethods = [input.shippingMethod];
    for (const code of data.coupons) {
      const problem = couponProblem(couponByCode(db, code), code, input.now);
      if (problem) throw userError(problem);
    }
    // Coupons that met in the cart other than through applyCoupon (a login's merge, a cancelled
    // order's restore) are held to individual use here.
    const coupons = data.coupons.flatMap((code) => couponByCode(db, code) ?? []);
    for (const [index, coupon] of coupons.entries()) {
      const stacking = couponStackingProblem(coupons.slice(0, index), coupon);
      if (stacking) throw userError(stacking, 'CONFLICT');
    }
    const cart = buildCart(db, data, input.now);
    if (cart.items.length === 0) throw userError(MESSAGES.cartEmpty);
    if (input.shippingMethod && !cart.rates.some((rate) => rate.id === input.shippingMethod)) {
      throw userError(SERVER_MESSAGES.invalidShippingMethod(input.shippingMethod.slice(0, 64)));
    }
    const lines = cart.items.map((item) => {
      const { product, variation } = item;
      const holder = variation ?? product;
      const name = variation?.name ?? product.name;
      // Every path that writes a cart line holds it to 1..999; a line stored before one did is
      // refused here rather than placed.
      if (!isQuantityInRange(item.quantity)) throw userError(MESSAGES.quantityOutOfRange);
      if (holder.stockStatus === 'OUT_OF_STOCK') throw notEnoughStock(name, 0);
      if (holder.manageStock && (holder.stockQuantity ?? 0) < item.quantity) {
        throw notEnoughStock(name, Math.max(0, holder.stockQuantity ?? 0));
      }
      return { item, name, managed: holder.manageStock };
    });
    const shippingMethod = cart.chosenShippingMethods[0] ?? '';
    const id = insertOrder(db, {
      orderKey: `wc_order_${randomBytes(9).toString('base64url')}`,
      customerId: input.customerId,
      sessionId: session.id,
      status: 'PENDING',
      paymentMethod: input.gateway.id,
      paymentMethodTitle: input.gateway.title,
      subtotal: cart.subtotal,
      discountTotal: cart.discount,
      couponLines: couponLinesOf(cart),
      bitcoinDiscount: cart.bitcoinDiscount,
      shippingTotal: cart.shipping,
      shippingMethod,
      total: cart.total,
      billing: input.billing,
      shipping: input.shipping,
      customerNote: input.customerNote,
      date: new Date(input.now).toISOString(),
      items: lines.map(({ item, name }) => ({
        productId: item.productId,
        variationId: item.variationId,
        name,
        quantity: item.quantity,
        price: item.price,
        subtotal: item.subtotal,
        total: item.subtotal,
      })),
    });
    const takeProduct = db.prepare(
      `UPDATE products SET stock_quantity = stock_quantity - ?,
        stock_status = CASE WHEN stock_quantity - ? <= 0 THEN 'OUT_OF_STOCK' ELSE stock_status END
       WHERE id = ? AND manage_stock = 1`,
    );
    const takeVariation = db.prepare(
      `UPDATE variations SET stock_quantity = stock_quantity - ?,
        stock_status = CASE WHEN stock_quantity - ? <= 0 THEN 'OUT_OF_STOCK' ELSE stock_status END
       WHERE id = ? AND manage_stock = 1`,
    );
    const refreshParent = db.prepare(
      `UPDATE products SET stock_status = CASE WHEN EXISTS (SELECT 1 FROM variations v WHERE v.parent_id = products.id AND v.stock_status = 'IN_STOCK') THEN 'IN_STOCK' ELSE 'OUT_OF_STOCK' END WHERE id = ?`,
    );
    const countSale = db.prepare('UPDATE products SET total_sales = total_sales + ? WHERE id = ?');
    for (const { item } of lines) {
      if (item.variationId == null) {
        takeProduct.run(item.quantity, item.quantity, item.productId);
      } else {
        takeVariation.run(item.quantity, item.quantity, item.variationId);
        refreshParent.run(item.productId);
      }
      countSale.run(item.quantity, item.productId);
    }
    for (const coupon of cart.coupons) recordCouponUse(db, coupon.code);
    session.data = {
      ...emptySessionData(),
      billing: session.data.billing,
      shipping: session.data.shipping,
    };
    saveSession(db, session, input.now);
    const email = input.billing.email;
    const order = orderById(db, id);
    if (email && order) {
      const message = confirmationEmail({
        order,
        items: itemsOfOrder(db, id),
        shippingLabel: cart.rates.find((rate) => rate.id === shippingMethod)?.label ?? '',
      });
      queueEmail(db, { to: email, ...message }, input.now);
    }
    return id;
  });
  // IMMEDIATE: the write lock is taken before the first read, so another connection committing
  // meanwhile (a tool, a second process) makes this wait, not fail with SQLITE_BUSY_SNAPSHOT.
  const orderId = place.immediate();
  return orderId;
}
