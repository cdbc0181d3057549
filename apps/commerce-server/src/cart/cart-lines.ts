/**
 * The cart's line rules, WooCommerce's: what may be added (stock, the quantity range, a chosen
 * variation, the units one order may hold), quantities, removal and emptying, and shipping rates
 * for a list of items. Each change runs in the session's own transaction (`CartSession.update`),
 * so two requests of one shopper never overwrite each other's lines.
 */
import {
  checkAddToCart,
  freeShippingBasis,
  isQuantityInRange,
  MESSAGES,
  quantityInCart,
  SERVER_MESSAGES,
  SUPPORTED_COUNTRIES,
} from '@peptide/domain';
import type { Db } from '../db/database';
import { userError } from '../errors';
import type { Cart, CartItem, Product, ProductVariation, ShippingRate } from '../model/models';
import { productById, variationById } from '../store/catalog';
import type { StoredCartItem } from '../store/sessions';
import { cartItemKey, pricedItems, shippingRatesFor } from './build-cart';
import { type CartSession, currentCart } from './cart-session';
import { requireUnitsWithin, unitsOf } from './cart-units';

function requireQuantity(quantity: number): void {
  if (!isQuantityInRange(quantity)) throw userError(MESSAGES.quantityOutOfRange);
}

const notFound = (key: string) =>
  userError(SERVER_MESSAGES.cartItemNotFound(key.slice(0, 64)), 'NOT_FOUND');

/**
 * The product and, for a variable product, the chosen variation of an add to cart. A variation's
 * id given as the product's adds that variation of its parent, as WooCommerce's cart maps it
 * (whatever variation id came with it).
 */
async function resolvePurchasable(
  db: Db,
  productId: number,
  variationId: number | null | undefined,
): Promise<{ product: Product; variation: ProductVariation | null }> {
  const product = await productById(db, productId);
  if (!product) {
    const variation = await variationById(db, productId);
    const parent = variation && (await productById(db, variation.parentId));
    if (!parent) throw userError(SERVER_MESSAGES.productNotFound('ID', productId), 'NOT_FOUND');
    return { product: parent, variation };
  }
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

/** A line to add: the product, the variation of a variable product, and how many. */
export interface AddedLine {
  productId: number;
  variationId?: number | null;
  quantity: number;
}

/**
 * Adds a line, or more of a line already in the cart, within stock and the quantity range.
 *
 * @returns the cart after and the key of the line
 */
export async function addLine(
  session: CartSession,
  line: AddedLine,
): Promise<{ cart: Cart; key: string }> {
  const { quantity } = line;
  requireQuantity(quantity);
  const { product, variation } = await resolvePurchasable(
    session.db,
    line.productId,
    line.variationId,
  );
  const variationId = variation?.databaseId ?? null;
  const check = (items: StoredCartItem[]) => {
    const inCart = quantityInCart(items, product.databaseId, variationId);
    // The range holds for the line, not only for one add.
    requireQuantity(inCart + quantity);
    const refusal = stockRefusal(product, variation, quantity, inCart);
    if (refusal) throw userError(refusal);
    requireUnitsWithin([...items, { quantity }], session.maxUnits);
  };
  // Checked before a guest gets a session for nothing, and again on the fresh cart.
  check((await session.current())?.data.items ?? []);
  await session.ensure();
  const key = cartItemKey(product.databaseId, variationId);
  await session.update((data) => {
    check(data.items);
    const existing = data.items.find((item) => item.key === key);
    if (existing) existing.quantity += quantity;
    else data.items.push({ key, productId: product.databaseId, variationId, quantity });
  });
  return { cart: await currentCart(session), key };
}

/**
 * Sets lines' quantities; 0 removes a line. A raise is checked against stock.
 *
 * @returns the cart after and the removed lines (priced at 0, as upstream answers them)
 */
export async function setQuantities(
  session: CartSession,
  updates: readonly { key: string; quantity: number }[],
): Promise<{ cart: Cart; removed: CartItem[] }> {
  const removed: StoredCartItem[] = [];
  if (!(await session.current())) {
    if (updates[0]) throw notFound(updates[0].key);
  } else {
    await session.update(async (data, trx) => {
      removed.length = 0;
      const unitsBefore = unitsOf(data.items);
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
      // A cart over the limit (merged at login) may still be lowered, only not raised.
      if (unitsOf(data.items) > unitsBefore) requireUnitsWithin(data.items, session.maxUnits);
    });
  }
  const priced = await pricedItems(session.db, removed);
  return {
    cart: await currentCart(session),
    removed: priced.map((item) => ({ ...item, price: 0, subtotal: 0 })),
  };
}

/**
 * Removes the lines with the keys, or every line.
 *
 * @returns the cart after and the lines as they were before removal
 */
export async function removeLines(
  session: CartSession,
  which: { keys: readonly string[]; all: boolean },
): Promise<{ cart: Cart; removed: CartItem[] }> {
  if (!which.all && which.keys.length === 0) throw userError(SERVER_MESSAGES.noCartItemKeys);
  const before = (await currentCart(session)).items;
  let removedKeys: readonly string[] = [];
  if (!(await session.current())) {
    if (which.keys[0]) throw notFound(which.keys[0]);
  } else {
    await session.update((data) => {
      removedKeys = which.all ? data.items.map((item) => item.key) : which.keys;
      for (const key of removedKeys) {
        if (!data.items.some((item) => item.key === key)) throw notFound(key);
      }
      data.items = data.items.filter((item) => !removedKeys.includes(item.key));
    });
  }
  return {
    cart: await currentCart(session),
    removed: before.filter((item) => removedKeys.includes(item.key)),
  };
}

/**
 * WooCommerce's empty_cart: the lines and coupons go. A cart here is always the session's stored
 * one, so there is no separate persistent cart to keep or clear.
 *
 * @returns the cart after and the cart as it was
 */
export async function emptyCart(session: CartSession): Promise<{ cart: Cart; deleted: Cart }> {
  const deleted = await currentCart(session);
  if (await session.current()) {
    await session.update((data) => {
      data.items = [];
      data.coupons = [];
    });
  }
  return { cart: await currentCart(session), deleted };
}

/**
 * The shipping rates for a country and items (the session's cart, after its coupons, when no
 * items are given), cheapest first; none outside the shop's countries.
 */
export async function rateShipping(
  session: CartSession,
  country: string | null | undefined,
  requested: readonly AddedLine[] | null | undefined,
): Promise<ShippingRate[]> {
  const supported = country != null && SUPPORTED_COUNTRIES.some((entry) => entry.code === country);
  let items: CartItem[];
  let amount: number;
  if (requested) {
    for (const item of requested) {
      requireQuantity(item.quantity);
      await resolvePurchasable(session.db, item.productId, item.variationId);
    }
    items = await pricedItems(
      session.db,
      requested.map((item) => ({
        key: cartItemKey(item.productId, item.variationId ?? null),
        productId: item.productId,
        variationId: item.variationId ?? null,
        quantity: item.quantity,
      })),
    );
    amount = items.reduce((sum, item) => sum + item.subtotal, 0);
  } else {
    const cart = await currentCart(session);
    items = cart.items;
    // The session's cart is judged after its coupons, as its own rates are (`buildCart`).
    amount = freeShippingBasis(cart.subtotal, cart.discount);
  }
  return supported ? shippingRatesFor(session.db, amount, items.length > 0) : [];
}
