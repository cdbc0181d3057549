import { SERVER_MESSAGES } from '@peptide/domain';
import { bitcoinFees } from '../../cart/bitcoin-fee';
import { checkoutCart } from '../../checkout/checkout-cart';
import { checkoutRedirect } from '../../checkout/gateways';
import {
  findOwnOrder,
  type OrderCaller,
  paymentPageUrl,
  startPayment,
} from '../../checkout/order-access';
import { userError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import { itemsOfOrder, orderById, ordersOfCustomer } from '../../store/orders';
import { listShippingMethods } from '../../store/shop';
import type { GraphQLContext } from '../context';
import { NESTED_PAGE, paginate } from '../pagination';
import { money } from './catalog';
import { currentCustomer } from './customer';
import { databaseIdFrom, globalId, ID_TYPES, numericId } from './ids';

/** The request as the order rules see it: its customer and its cart session. */
function orderCaller(ctx: GraphQLContext): OrderCaller {
  return {
    db: ctx.db,
    customerId: ctx.user?.databaseId ?? null,
    sessionId: async () => (await ctx.sessions.current(ctx))?.id ?? null,
  };
}

/** The answer of both payment initiation mutations (see `startPayment`). */
async function initiatePayment(
  ctx: GraphQLContext,
  orderId: number,
  bitcoin: boolean,
  clientMutationId?: string | null,
) {
  const started = await startPayment(orderCaller(ctx), orderId, bitcoin, ctx.origin);
  return started.ok
    ? { success: true, paymentUrl: started.paymentUrl, error: null, clientMutationId }
    : { success: false, paymentUrl: null, error: started.error, clientMutationId };
}

/**
 * Resolvers of checkout, orders and payment initiation. An order's totals answer formatted euros
 * such as `€96.00`, or the plain decimal with upstream's `format: RAW`; its coupon, fee and line
 * item amounts are always plain decimals such as `96.00`, as upstream keeps order items.
 */
export const orderResolvers: Resolvers = {
  RootQuery: {
    order: (_root, { id, idType }, ctx) => {
      if (!id) throw userError(SERVER_MESSAGES.orderIdRequired);
      return findOwnOrder(
        orderCaller(ctx),
        idType === 'ORDER_KEY'
          ? { orderKey: id }
          : {
              databaseId:
                idType === 'DATABASE_ID' ? numericId(id, 'order') : databaseIdFrom(id, 'order'),
            },
      );
    },
    orders: async (_root, args, ctx) => {
      const statuses = args.where?.statuses?.filter((status) => status != null);
      return paginate(
        ctx.user ? await ordersOfCustomer(ctx.db, ctx.user.databaseId, statuses) : [],
        args,
      );
    },
  },
  RootMutation: {
    checkout: async (_root, { input }, ctx) => {
      const orderId = await checkoutCart(ctx, input);
      const order = await orderById(ctx.db, orderId);
      return {
        order,
        customer: await currentCustomer(ctx),
        result: 'success',
        redirect: order
          ? checkoutRedirect(order, ctx.config.storefrontUrl, paymentPageUrl(ctx.origin, order))
          : null,
        clientMutationId: input.clientMutationId,
      };
    },
    initiateCryptoPayment: (_root, { input }, ctx) =>
      initiatePayment(ctx, input.orderId, false, input.clientMutationId),
    initiateBitcoinPayment: (_root, { input }, ctx) =>
      initiatePayment(ctx, input.orderId, true, input.clientMutationId),
  },
  Order: {
    id: (order) => globalId(ID_TYPES.order, order.databaseId),
    databaseId: (order) => order.databaseId,
    orderKey: (order) => order.orderKey,
    orderNumber: (order) => String(order.databaseId),
    status: (order) => order.status,
    date: (order) => order.date,
    datePaid: (order) => order.datePaid,
    currency: () => 'EUR',
    paymentMethod: (order) => order.paymentMethod,
    paymentMethodTitle: (order) => order.paymentMethodTitle,
    customerNote: (order) => order.customerNote,
    needsPayment: (order) => order.status === 'PENDING',
    // WooCommerce's rule: an order needs processing when a line holds a product that is not both
    // virtual and downloadable, which every product of the shop is not (it ships goods only).
    needsProcessing: async (order, _args, { db }) =>
      (await itemsOfOrder(db, order.databaseId)).length > 0,
    createdVia: (order) => order.createdVia,
    // The order's account, to that account only: a guest order, or anyone else, gets null.
    customer: (order, _args, ctx) =>
      order.customerId != null && ctx.user?.databaseId === order.customerId
        ? currentCustomer(ctx)
        : null,
    // The shop sells nothing downloadable.
    downloadableItems: (_order, args) => paginate([], args),
    subtotal: (order, args) => money(order.subtotal, args.format),
    discountTotal: (order, args) => money(order.discountTotal, args.format),
    shippingTotal: (order, args) => money(order.shippingTotal, args.format),
    total: (order, args) => money(order.total, args.format),
    totalTax: (_order, args) => money(0, args.format),
    couponLines: (order, args) =>
      paginate(
        order.couponLines.map((line) => ({
          id: globalId(ID_TYPES.couponLine, `${order.databaseId}:${line.code}`),
          code: line.code,
          discount: money(line.discount, 'RAW'),
          discountTax: money(0, 'RAW'),
          orderId: order.databaseId,
        })),
        args,
        NESTED_PAGE,
      ),
    feeLines: (order, args) =>
      paginate(
        bitcoinFees(order.bitcoinDiscount).map((fee, index) => ({
          id: globalId(ID_TYPES.feeLine, `${order.databaseId}:${index}`),
          name: fee.name,
          amount: money(fee.amount, 'RAW'),
          total: money(fee.amount, 'RAW'),
          totalTax: money(0, 'RAW'),
          orderId: order.databaseId,
        })),
        args,
        NESTED_PAGE,
      ),
    // The method the order was placed with, titled as the shop names it; an order placed without
    // one (or with one removed since) has no shipping line.
    shippingLines: async (order, args, { db }) => {
      const method = order.shippingMethod
        ? (await listShippingMethods(db)).find((known) => known.id === order.shippingMethod)
        : undefined;
      return paginate(
        method
          ? [
              {
                id: globalId(ID_TYPES.shippingLine, `${order.databaseId}:${method.id}`),
                methodTitle: method.label,
                total: money(order.shippingTotal, 'RAW'),
                totalTax: money(0, 'RAW'),
                orderId: order.databaseId,
              },
            ]
          : [],
        args,
        NESTED_PAGE,
      );
    },
    billing: (order) => order.billing,
    shipping: (order) => order.shipping,
    lineItems: async (order, args, { db, catalog }) => {
      const items = await itemsOfOrder(db, order.databaseId);
      catalog.expect({
        products: items.map((item) => item.productId),
        variations: items.flatMap((item) => (item.variationId == null ? [] : [item.variationId])),
      });
      return paginate(items, args, NESTED_PAGE);
    },
  },
  LineItem: {
    databaseId: (item) => item.databaseId,
    orderId: (item) => item.orderId,
    productId: (item) => item.productId,
    variationId: (item) => item.variationId,
    quantity: (item) => item.quantity,
    id: (item) => globalId(ID_TYPES.orderItem, item.databaseId),
    subtotal: (item, args) => money(item.subtotal, args.format),
    total: (item, args) => money(item.total, args.format),
    product: async (item, _args, { catalog }) => {
      const node = await catalog.product(item.productId);
      return node ? { node } : null;
    },
    variation: async (item, _args, { catalog }) => {
      const node = item.variationId == null ? null : await catalog.variation(item.variationId);
      return node ? { node } : null;
    },
  },
};
