import { cartLinesFromCart } from '../cartLines';
import { applyPendingChanges, cartTotals } from './pendingChanges';
import type { BusyKey, LineBusy, ShopSnapshot, ShopState } from './types';

/**
 * Who the shopper is, as a React key: the customer's id, `customer` for a login whose stored user
 * is unreadable, or `visitor`. A renewed token of the same customer keeps it.
 *
 * @param snapshot - the store's snapshot
 * @returns the key
 */
export function shopperKey(snapshot: Pick<ShopSnapshot, 'token' | 'user'>): string {
  if (snapshot.user) return `customer:${snapshot.user.id}`;
  return snapshot.token === null ? 'visitor' : 'customer';
}

/** A line with no request in flight. */
export const IDLE_LINE: LineBusy = Object.freeze({
  increment: false,
  decrement: false,
  remove: false,
});

/** The busy flags as the snapshot shows them, grouped by what they belong to. */
interface BusyView {
  busyLines: Readonly<Record<string, LineBusy>>;
  adding: Readonly<Record<number, boolean>>;
  couponBusy: boolean;
}

function groupBusy(busy: ShopState['busy']): BusyView {
  const busyLines: Record<string, LineBusy> = {};
  const adding: Record<number, boolean> = {};
  for (const key of Object.keys(busy) as BusyKey[]) {
    if (key === 'coupon') continue;
    const colon = key.indexOf(':');
    const kind = key.slice(0, colon);
    const id = key.slice(colon + 1);
    if (kind === 'add') adding[Number(id)] = true;
    else busyLines[id] = { ...(busyLines[id] ?? IDLE_LINE), [kind]: true };
  }
  return { busyLines, adding, couponBusy: busy.coupon === true };
}

/**
 * Builds the snapshot readers see from the store's state.
 *
 * @param placeholderImage - the image of a cart line whose product has none
 * @param uncountedProductIds - products whose lines `count` leaves out (a checkout option such
 *   as shipping insurance is not an item the shopper picked)
 * @returns a function from state to snapshot
 * @remarks The busy groups are rebuilt only when a busy flag changed, so a component that
 *   selects `adding` or `busyLines` is not rendered again by unrelated changes.
 */
export function snapshotOf(
  placeholderImage: string,
  uncountedProductIds: readonly number[] = [],
): (state: ShopState) => ShopSnapshot {
  let lastBusy: ShopState['busy'] | null = null;
  let busyView: BusyView = groupBusy({});
  return (state) => {
    if (state.busy !== lastBusy) {
      lastBusy = state.busy;
      busyView = groupBusy(state.busy);
    }
    const base = state.cart ? cartLinesFromCart(state.cart, placeholderImage) : state.storedLines;
    const lines = applyPendingChanges(base, state.pending, placeholderImage);
    return {
      ready: state.ready,
      token: state.token,
      user: state.user,
      loggedIn: state.token !== null || state.user !== null,
      cart: state.cart,
      lines,
      totals: cartTotals({
        cart: state.cart,
        lines,
        pending: state.pending.length > 0,
        paymentMethodId: state.paymentMethod,
        freeShippingThreshold: state.freeShippingThreshold,
      }),
      count: lines.filter((line) => !uncountedProductIds.includes(Number(line.productId))).length,
      cartStatus: state.cartStatus,
      cartError: state.cartError,
      couponCode: state.couponCode,
      paymentMethod: state.paymentMethod,
      freeShippingThreshold: state.freeShippingThreshold,
      ...busyView,
    };
  };
}
