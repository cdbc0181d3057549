import { SERVER_MESSAGES } from '@peptide/domain';
import {
  applyCoupon,
  choosePaymentMethod,
  chooseShippingMethods,
  removeCoupons,
} from '../../cart/cart-choices';
import {
  addLine,
  emptyCart,
  rateShipping,
  removeLines,
  setQuantities,
} from '../../cart/cart-lines';
import { type CartSession, currentCart } from '../../cart/cart-session';
import { userError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import { productById } from '../../store/catalog';
import type { GraphQLContext } from '../context';

/** The request's cart session, for the cart's rules. */
export function cartSession(ctx: GraphQLContext): CartSession {
  return {
    db: ctx.db,
    now: ctx.now,
    maxUnits: ctx.config.orderLimits.maxUnitsPerOrder,
    current: () => ctx.sessions.current(ctx),
    ensure: () => ctx.sessions.ensure(ctx),
    update: (change) => ctx.sessions.update(ctx, change),
  };
}

const present = <T>(values: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (values ?? []).filter((value): value is T => value != null);

/**
 * Resolvers of the cart and its mutations, as WooGraphQL names them: each reads its input, calls
 * the cart's rules (`cart/cart-lines.ts`, `cart/cart-choices.ts`) and shapes the payload.
 */
export const cartResolvers: Resolvers = {
  RootQuery: {
    cart: (_root, _args, ctx) => currentCart(cartSession(ctx)),
    chosenPaymentMethod: async (_root, _args, ctx) =>
      (await currentCart(cartSession(ctx))).paymentMethod,
  },
  RootMutation: {
    addToCart: async (_root, { input }, ctx) => {
      // A stock backend refuses a product it lacks in WooGraphQL's words, before any other check.
      if (!ctx.config.extensions && !(await productById(ctx.db, input.productId))) {
        throw userError(SERVER_MESSAGES.stockProductNotFound, 'NOT_FOUND');
      }
      const { cart, key } = await addLine(cartSession(ctx), {
        productId: input.productId,
        variationId: input.variationId,
        quantity: input.quantity ?? 1,
      });
      return {
        cart,
        cartItem: cart.items.find((item) => item.key === key) ?? null,
        clientMutationId: input.clientMutationId,
      };
    },
    updateItemQuantities: async (_root, { input }, ctx) => {
      const updates = present(input.items);
      const { cart, removed } = await setQuantities(cartSession(ctx), updates);
      const changed = new Set(
        updates.filter((update) => update.quantity > 0).map((update) => update.key),
      );
      return {
        cart,
        items: cart.items,
        updated: cart.items.filter((item) => changed.has(item.key)),
        removed,
        clientMutationId: input.clientMutationId,
      };
    },
    removeItemsFromCart: async (_root, { input }, ctx) => {
      const { cart, removed } = await removeLines(cartSession(ctx), {
        keys: present(input.keys),
        all: Boolean(input.all),
      });
      return { cart, cartItems: removed, clientMutationId: input.clientMutationId };
    },
    emptyCart: async (_root, { input }, ctx) => {
      const { cart, deleted } = await emptyCart(cartSession(ctx));
      return { cart, deletedCart: deleted, clientMutationId: input?.clientMutationId };
    },
    applyCoupon: async (_root, { input }, ctx) => {
      const { cart, applied } = await applyCoupon(cartSession(ctx), input.code);
      return { cart, applied, clientMutationId: input.clientMutationId };
    },
    removeCoupons: async (_root, { input }, ctx) => ({
      cart: await removeCoupons(cartSession(ctx), present(input.codes)),
      clientMutationId: input.clientMutationId,
    }),
    updateShippingMethod: async (_root, { input }, ctx) => ({
      cart: await chooseShippingMethods(cartSession(ctx), present(input.shippingMethods)),
      clientMutationId: input.clientMutationId,
    }),
    setPaymentMethod: async (_root, { input }, ctx) => ({
      success: true,
      cart: await choosePaymentMethod(cartSession(ctx), input.paymentMethod),
      clientMutationId: input.clientMutationId,
    }),
    getAvailableShippingMethods: async (_root, { input }, ctx) => ({
      methods: await rateShipping(cartSession(ctx), input.address.country, input.cartItems),
      clientMutationId: input.clientMutationId,
    }),
  },
};
