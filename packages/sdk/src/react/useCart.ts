import type { CartLine, Totals } from '@peptide/domain';
import type { CartFragment } from '../generated/graphql';
import type { ActionResult, IgnorableActionResult } from '../store/actionResult';
import { IDLE_LINE } from '../store/selectors';
import type { AddToCartInput, CartStatus, LineBusy } from '../store/types';
import { useClientShopStore, useShopSnapshot } from './ShopStoreProvider';

/** What {@link useCartView} gives: the cart as shown, from any store. */
export interface CartView {
  /** The lines shown: the server's last answer (or the stored record) with pending changes. */
  lines: CartLine[];
  /** The server cart as last answered, or null before one has arrived. */
  cart: CartFragment | null;
  /** The server's totals, or computeTotals over the shown lines while a change is pending. */
  totals: Totals;
  /** Number of lines (the header badge). */
  count: number;
  status: CartStatus;
  /** Whether the cart is loading for the first time. */
  fetching: boolean;
  /** The message of the last failed cart load, if any. */
  error: string | null;
  /** The applied coupon code as stored locally, or null. */
  couponCode: string | null;
  /** Whether a coupon change is in flight. */
  couponBusy: boolean;
  /** The busy flags of a line. */
  busy(key: string): LineBusy;
  /** Whether an add of this product is in flight. */
  adding(productId: number): boolean;
}

/** What {@link useCart} gives: the cart as shown and the store's cart actions. */
export interface UseCartResult extends CartView {
  /** Adds a product (1 unit by default); shown at once, rolled back when refused. */
  add(input: AddToCartInput): Promise<ActionResult>;
  /** Sets a line's quantity; ignored (not sent) without a key or below 1. */
  updateQuantity(key: string, quantity: number): Promise<IgnorableActionResult>;
  /** Removes a line; ignored without a key. */
  remove(key: string): Promise<IgnorableActionResult>;
  /** Loads the cart from the network again (one request). */
  refetch(): Promise<ActionResult>;
}

/**
 * The shopper's cart as shown, shared by every component under the same provider, so the header
 * count, the mini cart and the cart page never disagree; works with a session store too (whose
 * changes a server's routes make).
 *
 * @returns lines, totals, the coupon code and busy flags; see {@link CartView}
 */
export function useCartView(): CartView {
  const snapshot = useShopSnapshot();
  return {
    lines: snapshot.lines,
    cart: snapshot.cart,
    totals: snapshot.totals,
    count: snapshot.count,
    status: snapshot.cartStatus,
    fetching: snapshot.cartStatus === 'loading',
    error: snapshot.cartError,
    couponCode: snapshot.couponCode,
    couponBusy: snapshot.couponBusy,
    busy: (key) => snapshot.busyLines[key] ?? IDLE_LINE,
    adding: (productId) => snapshot.adding[productId] ?? false,
  };
}

/**
 * The shopper's cart with the store's own actions (a `createShopStore` store).
 *
 * @returns the cart as shown and its actions; see {@link UseCartResult}
 * @remarks Every change sends one request and takes the cart from its answer.
 */
export function useCart(): UseCartResult {
  const store = useClientShopStore();
  return {
    ...useCartView(),
    add: store.addToCart,
    updateQuantity: store.updateQuantity,
    remove: store.removeLine,
    refetch: store.refreshCart,
  };
}
