import {
  BITCOIN_GATEWAY_ID,
  MESSAGES,
  SERVER_MESSAGES,
  validateBillingAddress,
  validateShippingAddress,
} from '@peptide/domain';
import { requireValidPassword } from '../../accounts/password-policy';
import { registerUser } from '../../accounts/registration';
import { bitcoinFees } from '../../cart/bitcoin-fee';
import { placeOrder } from '../../checkout/place-order';
import { MAX_NOTE_LENGTH, MAX_TEXT_LENGTH } from '../../config';
import { limitLength, userError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import type { Address, Order } from '../../model/models';
import { itemsOfOrder, orderById, orderByKey, ordersOfCustomer } from '../../store/orders';
import { paymentGatewayById } from '../../store/shop';
import { updateUser, userByEmail } from '../../store/users';
import { addressError, applyAddress } from '../addresses';
import type { GraphQLContext } from '../context';
import { NESTED_PAGE, paginate } from '../pagination';
import { money } from './catalog';
import { currentCustomer } from './customer';
import { databaseIdFrom, globalId, ID_TYPES, numericId } from './ids';

/**
 * Whether the caller may see an order: its customer, or the session that placed it (a guest who
 * created an account at checkout is not logged in yet, but must still reach the order to pay).
 */
async function ownsOrder(ctx: GraphQLContext, order: Order): Promise<boolean> {
  if (order.customerId != null && ctx.user?.databaseId === order.customerId) return true;
  return order.sessionId != null && (await ctx.sessions.current(ctx))?.id === order.sessionId;
}

async function findOwnOrder(
  ctx: GraphQLContext,
  id: string,
  idType: string | null | undefined,
): Promise<Order> {
  const databaseId =
    idType === 'ORDER_KEY'
      ? null
      : idType === 'DATABASE_ID'
        ? numericId(id, 'order')
        : databaseIdFrom(id, 'order');
  const order =
    databaseId == null ? await orderByKey(ctx.db, id) : await orderById(ctx.db, databaseId);
  if (!order || !(await ownsOrder(ctx, order)))
    throw userError(SERVER_MESSAGES.orderNotFound, 'NOT_FOUND');
  return order;
}

function paymentUrl(ctx: GraphQLContext, order: Order): string {
  return `${ctx.origin}/pay/${order.databaseId}?key=${encodeURIComponent(order.orderKey)}`;
}

/**
 * The answer of both payment initiation mutations: `bitcoin` for initiateBitcoinPayment, which
 * pays orders placed with the bitcoin gateway, and not for initiateCryptoPayment, which pays the
 * others. An order's total was computed for the gateway chosen at checkout (bitcoin takes 10 %
 * off), so it is paid through that gateway only: a bitcoin-discounted order is not paid at its
 * discounted total through another.
 */
async function initiatePayment(
  ctx: GraphQLContext,
  orderId: number,
  bitcoin: boolean,
  clientMutationId?: string | null,
) {
  const order = await orderById(ctx.db, orderId);
  if (!order || !(await ownsOrder(ctx, order))) {
    return {
      success: false,
      paymentUrl: null,
      error: SERVER_MESSAGES.orderNotFound,
      clientMutationId,
    };
  }
  if (order.status !== 'PENDING') {
    return {
      success: false,
      paymentUrl: null,
      error: SERVER_MESSAGES.orderNeedsNoPayment,
      clientMutationId,
    };
  }
  if ((order.paymentMethod === BITCOIN_GATEWAY_ID) !== bitcoin) {
    return {
      success: false,
      paymentUrl: null,
      error: SERVER_MESSAGES.paymentMethodMismatch,
      clientMutationId,
    };
  }
  return { success: true, paymentUrl: paymentUrl(ctx, order), error: null, clientMutationId };
}

/** The checkout's shipping address: the billing address unless a different one is ticked. */
function shippingAddress(billing: Address, shipping: Address, different: boolean): Address {
  if (different) return shipping;
  const { email: _email, phone: _phone, ...rest } = billing;
  return rest;
}

/**
 * Resolvers of checkout, orders and payment initiation. An order's totals answer formatted euros
 * such as `€96.00`, or the plain decimal with upstream's `format: RAW`; its coupon, fee and line
 * item amounts are always plain decimals such as `96.00`, as upstream keeps order items.
 */
export const orderResolvers: Resolvers = {
  RootQuery: {
    order: (_root, args, ctx) => {
      if (!args.id) throw userError(SERVER_MESSAGES.orderIdRequired);
      return findOwnOrder(ctx, args.id, args.idType);
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
      const paymentMethod = input.paymentMethod?.trim();
      if (!paymentMethod) throw userError(MESSAGES.paymentMethodRequired);
      const gateway = await paymentGatewayById(ctx.db, paymentMethod);
      if (!gateway)
        throw userError(SERVER_MESSAGES.invalidPaymentMethod(paymentMethod.slice(0, 64)));
      const billing = applyAddress({}, input.billing ?? {}, 'billing');
      const billingProblem = addressError('billing', validateBillingAddress(billing));
      if (billingProblem) throw billingProblem;
      const different = input.shipToDifferentAddress === true;
      const shipping = shippingAddress(
        billing,
        different ? applyAddress({}, input.shipping ?? {}, 'shipping') : {},
        different,
      );
      if (different) {
        const shippingProblem = addressError('shipping', validateShippingAddress(shipping));
        if (shippingProblem) throw shippingProblem;
      }
      const note = limitLength(input.customerNote ?? '', 'customerNote', MAX_NOTE_LENGTH);
      // WooGraphQL 1.0.3's source of the order; "checkout" unless the client names another.
      const createdVia =
        limitLength(input.createdVia?.trim(), 'createdVia', MAX_TEXT_LENGTH) || 'checkout';
      const session = await ctx.sessions.current(ctx);
      if (!session || session.data.items.length === 0) throw userError(MESSAGES.cartEmpty);

      let customerId = ctx.user?.databaseId ?? null;
      if (!ctx.user && input.account) {
        if (!billing.email || (await userByEmail(ctx.db, billing.email))) {
          throw userError(SERVER_MESSAGES.emailAlreadyRegistered, 'CONFLICT');
        }
        requireValidPassword(input.account.password);
        const user = await registerUser(ctx, {
          email: billing.email,
          username: limitLength(input.account.username, 'username', 60),
          password: input.account.password,
          firstName: billing.firstName,
          lastName: billing.lastName,
          billing,
          shipping,
        });
        customerId = user.databaseId;
      }
      const orderId = await placeOrder(ctx.db, {
        session,
        customerId,
        gateway,
        shippingMethod: input.shippingMethod?.find((id) => id != null) ?? null,
        billing,
        shipping,
        customerNote: note ?? '',
        createdVia,
        now: ctx.now(),
      });
      if (ctx.user)
        await ctx.sessions.signIn(
          ctx,
          await updateUser(ctx.db, ctx.user.databaseId, { billing, shipping }),
        );
      return {
        order: await orderById(ctx.db, orderId),
        customer: await currentCustomer(ctx),
        result: 'success',
        redirect: null,
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
