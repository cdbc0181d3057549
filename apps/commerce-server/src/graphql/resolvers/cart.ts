import {
  checkAddToCart,
  couponProblem,
  couponStackingProblem,
  isQuantityInRange,
  LIMITS,
  MESSAGES,
  normalizeCouponCode,
  quantityInCart,
  SERVER_MESSAGES,
  SUPPORTED_COUNTRIES,
} from '@peptide/domain';
import { buildCart, cartItemKey, pricedItems, shippingRatesFor } from '../../cart/build-cart';
import type { Db } from '../../db/database';
import { userError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import type { Cart, CartItem, Product, ProductVariation } from '../../model/models';
import { productById, variationById } from '../../store/catalog';
import type { StoredCartItem } from '../../store/sessions';
import { couponByCode, paymentGatewayById } from '../../store/shop';
import type { GraphQLContext } from '../context';

/** The caller's cart; an empty one when the caller has no session yet. */
async function currentCart(ctx: GraphQLContext): Promise<Cart> {
  return buildCart(ctx.db, (await ctx.sessions.current(ctx))?.data ?? null, ctx.now());
}

function requireQuantity(quantity: number): void {
  if (!isQuantityInRange(quantity)) throw userError(MESSAGES.quantityOutOfRange);
}

/** The product and, for a variable product, the chosen variation of an add to cart. */
async function resolvePurchasable(
  db: Db,
  productId: number,
  variationId: number | null | undefined,
): Promise<{ product: Product; variation: ProductVariation | null }> {
  const product = await productById(db, productId);
  if (!product) throw userError(SERVER_MESSAGES.productNotFound('ID', productId), 'NOT_FOUND');
  if (product.type === 'SIMPLE' || variationId == null) return { product, variation: null };
  const variation = await variationById(db, variationId);
  if (!variation || variation.parentId !== product.databaseId) {
    throw userError(SERVER_MESSAGES.variationNotFound(variationId, productId), 'NOT_FOUND');
  }
  return { product, variation };
}

function stockRefusal(
  product: Product,
  variation: ProductVariation | null,
  quantity: number,
  inCart: number,
): string | null {
  const holder = variation ?? product;
  const check = checkAddToCart({
    quantity,
    inCart,
    stockQuantity: holder.stockQuantity,
    manageStock: holder.manageStock,
    stockStatus: holder.stockStatus,
    needsVariation: product.type === 'VARIABLE',
    variationId: variation?.databaseId ?? null,
  });
  return check.ok ? null : check.error.message;
}

/** Resolvers of the cart and its mutations, as WooGraphQL names them. */
export const cartResolvers: Resolvers = {
  RootQuery: {
    cart: (_root, _args, ctx) => currentCart(ctx),
    chosenPaymentMethod: async (_root, _args, ctx) => (await currentCart(ctx)).paymentMethod,
  },
  RootMutation: {
    addToCart: async (_root, { input }, ctx) => {
      const quantity = input.quantity ?? 1;
      requireQuantity(quantity);
      const { product, variation } = await resolvePurchasable(
        ctx.db,
        input.productId,
        input.variationId,
      );
      const variationId = variation?.databaseId ?? null;
      const check = (items: StoredCartItem[]) => {
        const inCart = quantityInCart(items, product.databaseId, variationId);
        // The range holds for the line, not only for one add.
        requireQuantity(inCart + quantity);
        const refusal = stockRefusal(product, variation, quantity, inCart);
        if (refusal) throw userError(refusal);
      };
      // Checked before a guest gets a session for nothing, and again on the fresh cart.
      check((await ctx.sessions.current(ctx))?.data.items ?? []);
      await ctx.sessions.ensure(ctx);
      const key = cartItemKey(product.databaseId, variationId);
      await ctx.sessions.update(ctx, (data) => {
        check(data.items);
        const existing = data.items.find((item) => item.key === key);
        if (existing) existing.quantity += quantity;
        else data.items.push({ key, productId: product.databaseId, variationId, quantity });
      });
      const cart = await currentCart(ctx);
      return {
        cart,
        cartItem: cart.items.find((item) => item.key === key) ?? null,
        clientMutationId: input.clientMutationId,
      };
    },
    updateItemQuantities: async (_root, { input }, ctx) => {
      const updates = (input.items ?? []).filter((item) => item != null);
      const removed: StoredCartItem[] = [];
      const notFound = (key: string) =>
        userError(SERVER_MESSAGES.cartItemNotFound(key.slice(0, 64)), 'NOT_FOUND');
      if (!(await ctx.sessions.current(ctx))) {
        if (updates[0]) throw notFound(updates[0].key);
      } else {
        await ctx.sessions.update(ctx, async (data, trx) => {
          removed.length = 0;
          for (const update of updates) {
            const item = data.items.find((candidate) => candidate.key === update.key);
            if (!item) throw notFound(update.key);
            if (update.quantity === 0) {
              data.items = data.items.filter((candidate) => candidate !== item);
              removed.push(item);
              continue;
            }
            requireQuantity(update.quantity);
            if (update.quantity > item.quantity) {
              const { product, variation } = await resolvePurchasable(
                trx,
                item.productId,
                item.variationId,
              );
              const refusal = stockRefusal(
                product,
                variation,
                update.quantity - item.quantity,
                item.quantity,
              );
              if (refusal) throw userError(refusal);
            }
            item.quantity = update.quantity;
          }
        });
      }
      const cart = await currentCart(ctx);
      const changed = new Set(
        updates.filter((update) => update.quantity > 0).map((update) => update.key),
      );
      return {
        cart,
        items: cart.items,
        updated: cart.items.filter((item) => changed.has(item.key)),
        removed: (await pricedItems(ctx.db, removed)).map((item) => ({
          ...item,
          price: 0,
          subtotal: 0,
        })),
        clientMutationId: input.clientMutationId,
      };
    },
    removeItemsFromCart: async (_root, { input }, ctx) => {
      const keys = (input.keys ?? []).filter((key): key is string => key != null);
      if (!input.all && keys.length === 0) throw userError(SERVER_MESSAGES.noCartItemKeys);
      const before = (await currentCart(ctx)).items;
      let removedKeys: string[] = [];
      if (!(await ctx.sessions.current(ctx))) {
        if (keys[0])
          throw userError(SERVER_MESSAGES.cartItemNotFound(keys[0].slice(0, 64)), 'NOT_FOUND');
      } else {
        await ctx.sessions.update(ctx, (data) => {
          removedKeys = input.all ? data.items.map((item) => item.key) : keys;
          for (const key of removedKeys) {
            if (!data.items.some((item) => item.key === key)) {
              throw userError(SERVER_MESSAGES.cartItemNotFound(key.slice(0, 64)), 'NOT_FOUND');
            }
          }
          data.items = data.items.filter((item) => !removedKeys.includes(item.key));
        });
      }
      return {
        cart: await currentCart(ctx),
        cartItems: before.filter((item) => removedKeys.includes(item.key)),
        clientMutationId: input.clientMutationId,
      };
    },
    // WooCommerce's empty_cart: the lines and coupons go. A cart here is always the session's
    // stored one, so clearPersistentCart changes nothing more.
    emptyCart: async (_root, { input }, ctx) => {
      const deletedCart = await currentCart(ctx);
      if (await ctx.sessions.current(ctx)) {
        await ctx.sessions.update(ctx, (data) => {
          data.items = [];
          data.coupons = [];
        });
      }
      return {
        cart: await currentCart(ctx),
        deletedCart,
        clientMutationId: input?.clientMutationId,
      };
    },
    applyCoupon: async (_root, { input }, ctx) => {
      const code = normalizeCouponCode(input.code);
      const coupon = code.length > LIMITS.couponMaxLength ? null : await couponByCode(ctx.db, code);
      const problem = couponProblem(coupon, code, ctx.now());
      if (problem || !coupon) throw userError(problem ?? MESSAGES.invalidCoupon);
      await ctx.sessions.ensure(ctx);
      await ctx.sessions.update(ctx, async (data, trx) => {
        if (data.coupons.some((applied) => applied.toLowerCase() === coupon.code.toLowerCase())) {
          throw userError(SERVER_MESSAGES.couponAlreadyApplied, 'CONFLICT');
        }
        const applied = [];
        for (const code of data.coupons) {
          const found = await couponByCode(trx, code);
          if (found) applied.push(found);
        }
        const stacking = couponStackingProblem(applied, coupon);
        if (stacking) throw userError(stacking, 'CONFLICT');
        data.coupons.push(coupon.code);
      });
      const cart = await currentCart(ctx);
      const applied = cart.coupons.find((entry) => entry.code === coupon.code);
      return {
        cart,
        applied: applied ?? null,
        clientMutationId: input.clientMutationId,
      };
    },
    removeCoupons: async (_root, { input }, ctx) => {
      const codes = (input.codes ?? []).filter((code): code is string => code != null);
      const lower = codes.map((code) => code.trim().toLowerCase());
      const notFound = () => userError(MESSAGES.couponNotFound, 'NOT_FOUND');
      if (codes.length === 0 || !(await ctx.sessions.current(ctx))) throw notFound();
      await ctx.sessions.update(ctx, (data) => {
        if (
          !lower.every((code) => data.coupons.some((applied) => applied.toLowerCase() === code))
        ) {
          throw notFound();
        }
        data.coupons = data.coupons.filter((code) => !lower.includes(code.toLowerCase()));
      });
      return { cart: await currentCart(ctx), clientMutationId: input.clientMutationId };
    },
    updateShippingMethod: async (_root, { input }, ctx) => {
      const methods = (input.shippingMethods ?? []).filter((id): id is string => id != null);
      const cart = await currentCart(ctx);
      const unknown = methods.find((id) => !cart.rates.some((rate) => rate.id === id));
      if (methods.length === 0) throw userError(SERVER_MESSAGES.noShippingMethod);
      if (unknown !== undefined) {
        throw userError(SERVER_MESSAGES.invalidShippingMethod(unknown.slice(0, 64)));
      }
      await ctx.sessions.ensure(ctx);
      await ctx.sessions.update(ctx, (data) => {
        data.shippingMethods = methods;
      });
      return { cart: await currentCart(ctx), clientMutationId: input.clientMutationId };
    },
    setPaymentMethod: async (_root, { input }, ctx) => {
      if (!input.paymentMethod.trim()) throw userError(MESSAGES.paymentMethodRequired);
      if (!(await paymentGatewayById(ctx.db, input.paymentMethod))) {
        throw userError(SERVER_MESSAGES.invalidPaymentMethod(input.paymentMethod.slice(0, 64)));
      }
      await ctx.sessions.ensure(ctx);
      await ctx.sessions.update(ctx, (data) => {
        data.paymentMethod = input.paymentMethod;
      });
      return {
        success: true,
        cart: await currentCart(ctx),
        clientMutationId: input.clientMutationId,
      };
    },
    getAvailableShippingMethods: async (_root, { input }, ctx) => {
      const country = input.address.country;
      const supported =
        country != null && SUPPORTED_COUNTRIES.some((entry) => entry.code === country);
      const requested = input.cartItems;
      let items: CartItem[];
      if (requested) {
        for (const item of requested) {
          requireQuantity(item.quantity);
          await resolvePurchasable(ctx.db, item.productId, item.variationId);
        }
        items = await pricedItems(
          ctx.db,
          requested.map((item) => ({
            key: cartItemKey(item.productId, item.variationId ?? null),
            productId: item.productId,
            variationId: item.variationId ?? null,
            quantity: item.quantity,
          })),
        );
      } else {
        items = (await currentCart(ctx)).items;
      }
      const subtotal = items.reduce((sum, item) => sum + item.subtotal, 0);
      const methods = supported ? await shippingRatesFor(ctx.db, subtotal, items.length > 0) : [];
      return { methods, clientMutationId: input.clientMutationId };
    },
  },
};
