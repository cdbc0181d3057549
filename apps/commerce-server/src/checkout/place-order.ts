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
import { requireUnitsWithin } from '../cart/cart-units';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { userError } from '../errors';
import type { Address, Cart, OrderCouponLine } from '../model/models';
import { insertOrder, itemsOfOrder, orderById } from '../store/orders';
import { queueEmail } from '../store/outbox';
import { emptySessionData, type Session, saveSession, sessionForUpdate } from '../store/sessions';
import { type Coupon, couponByCode, type PaymentGateway, recordCouponUse } from '../store/shop';
import { stockLeft, takeStock } from '../store/stock';
import { confirmationEmail } from './confirmation-email';
import { newOrderStatus } from './gateways';
import { type OrderHolds, requireRoomForUnpaidOrder } from './order-holds';

/** What {@link placeOrder} needs, already validated. */
export interface PlaceOrderInput {
  session: Session;
  customerId: number | null;
  gateway: PaymentGateway;
  shippingMethod: string | null;
  billing: Address;
  shipping: Address;
  customerNote: string;
  /** Where the order comes from (WooCommerce's "created via"). */
  createdVia: string;
  /** The client address the checkout comes from, kept on the order to count its unpaid ones. */
  clientAddress: string;
  /** The units, unpaid orders and share of stock the order must fit within. */
  holds: OrderHolds;
  /**
   * Queue the "order received" e-mail; false once its recipient has been sent as many as they
   * may be in a while (the order is placed all the same). Default true.
   */
  sendConfirmation?: boolean;
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
 * shoppers racing for the last unit get exactly one order. The order must fit the shop's holds:
 * the units one order may hold, the unpaid orders its session and client address may have, the
 * units those may hold together, and the client address's share of each product's stock.
 *
 * @param db - the connection
 * @param input - the session, the buyer, the gateway, the addresses
 * @returns the new order's database id
 * @throws a GraphQL error for an empty cart, a coupon that no longer applies, a shipping method
 *   not offered, too little stock, too many units, or too many unpaid orders or units unpaid
 * @remarks The stock and the coupon uses are taken by conditional updates (only while enough is
 *   left), so neither goes below what is there even when checkouts on several instances run at
 *   once; the session row is locked, so a cart change meanwhile waits for the order.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<number> {
  return inTransaction(db, async (trx) => {
    // Re-read inside the transaction: the cart may have changed since the request began.
    const session = (await sessionForUpdate(trx, input.session.id)) ?? input.session;
    const data = { ...session.data, paymentMethod: input.gateway.id };
    if (input.shippingMethod) data.shippingMethods = [input.shippingMethod];
    const coupons: Coupon[] = [];
    for (const code of data.coupons) {
      const coupon = await couponByCode(trx, code);
      const problem = couponProblem(coupon, code, input.now);
      if (problem) throw userError(problem);
      if (coupon) coupons.push(coupon);
    }
    // Coupons that met in the cart other than through applyCoupon (a login's merge, a cancelled
    // order's restore) are held to individual use here.
    for (const [index, coupon] of coupons.entries()) {
      const stacking = couponStackingProblem(coupons.slice(0, index), coupon);
      if (stacking) throw userError(stacking, 'CONFLICT');
    }
    const cart = await buildCart(trx, data, input.now);
    if (cart.items.length === 0) throw userError(MESSAGES.cartEmpty);
    // The cart leaves out a coupon that stopped applying since the check above (on PostgreSQL,
    // another checkout may have taken its last use meanwhile): refuse rather than place the
    // order without the discount the shopper was shown.
    for (const coupon of coupons) {
      if (cart.coupons.some((applied) => applied.code === coupon.code)) continue;
      const problem = couponProblem(await couponByCode(trx, coupon.code), coupon.code, input.now);
      throw userError(problem ?? SERVER_MESSAGES.couponUsageLimitReached);
    }
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
      return { item, name };
    });
    // A cart merged at login or restored by a cancel may hold more than adding to it allows.
    requireUnitsWithin(cart.items, input.holds.maxUnits);
    await requireRoomForUnpaidOrder(
      trx,
      { sessionId: session.id, clientAddress: input.clientAddress },
      lines.map(({ item, name }) => ({
        productId: item.productId,
        variationId: item.variationId,
        quantity: item.quantity,
        name,
      })),
      input.holds,
      input.now,
    );
    const shippingMethod = cart.chosenShippingMethods[0] ?? '';
    const id = await insertOrder(trx, {
      orderKey: `wc_order_${randomBytes(9).toString('base64url')}`,
      customerId: input.customerId,
      sessionId: session.id,
      status: newOrderStatus(input.gateway.id),
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
      createdVia: input.createdVia,
      clientAddress: input.clientAddress,
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
    for (const { item, name } of lines) {
      // Another checkout may have taken the units since the cart was read.
      if (!(await takeStock(trx, item))) throw notEnoughStock(name, await stockLeft(trx, item));
    }
    for (const coupon of cart.coupons) {
      // Another checkout may have taken the coupon's last use since it was checked.
      if (!(await recordCouponUse(trx, coupon.code)))
        throw userError(SERVER_MESSAGES.couponUsageLimitReached);
    }
    session.data = {
      ...emptySessionData(),
      billing: session.data.billing,
      shipping: session.data.shipping,
    };
    await saveSession(trx, session, input.now);
    const email = input.billing.email;
    const order = await orderById(trx, id);
    if (email && order && input.sendConfirmation !== false) {
      const message = confirmationEmail({
        order,
        items: await itemsOfOrder(trx, id),
        shippingLabel: cart.rates.find((rate) => rate.id === shippingMethod)?.label ?? '',
      });
      await queueEmail(trx, { to: email, ...message }, input.now);
    }
    return id;
  });
}
