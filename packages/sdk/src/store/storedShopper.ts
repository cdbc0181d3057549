import type { CartFragment } from '../generated/graphql';
import { readCartRecord } from '../storage/cartRecord';
import { STORAGE_KEYS } from '../storage/keys';
import type { ShopStorage } from '../storage/storage';
import type { StoredUser } from '../storage/userRecord';
import type { Kernel } from './createStore';
import type { BusyKey, ShopSnapshot, ShopState } from './types';

type ShopKernel = Kernel<ShopState, ShopSnapshot>;

/**
 * The state of a new shopper: the cart answer, pending changes and busy flags of the earlier one
 * dropped, the lines and coupon this device stores shown until the cart loads.
 *
 * @param storage - the shop's storage
 * @param token - the new login token, or null
 * @param user - the new customer, or null
 * @returns the state change
 */
export function shopperChanged(
  storage: ShopStorage,
  token: string | null,
  user: StoredUser | null,
): Partial<ShopState> {
  return {
    token,
    user,
    cart: null,
    pending: [],
    busy: {},
    storedLines: readCartRecord(storage),
    couponCode: storage.getItem(STORAGE_KEYS.appliedCoupon),
    cartStatus: 'idle',
  };
}

/**
 * Keeps the applied coupon code, in the state and as this device's record (other tabs read it).
 *
 * @param kernel - the store's kernel
 * @param storage - the shop's storage
 * @param code - the code, or null when none is applied
 */
export function rememberCoupon(kernel: ShopKernel, storage: ShopStorage, code: string | null) {
  if (code === null) storage.removeItem(STORAGE_KEYS.appliedCoupon);
  else storage.setItem(STORAGE_KEYS.appliedCoupon, code);
  kernel.set({ couponCode: code });
}

/**
 * Takes the code a cart read elsewhere carries; a cart without one forgets the kept code.
 *
 * @param kernel - the store's kernel
 * @param storage - the shop's storage
 * @param cart - the cart, or nothing (then nothing changes)
 */
export function followCartCoupon(
  kernel: ShopKernel,
  storage: ShopStorage,
  cart: CartFragment | null | undefined,
): void {
  if (!cart) return;
  const code = cart.appliedCoupons?.find((coupon) => coupon?.code)?.code ?? null;
  if (code !== kernel.get().couponCode) rememberCoupon(kernel, storage, code);
}

/**
 * Shows `key` as busy while `run` is in flight.
 *
 * @param kernel - the store's kernel
 * @param key - what is busy
 * @param run - the request
 * @returns what `run` gave
 */
export async function whileBusy<T>(
  kernel: ShopKernel,
  key: BusyKey,
  run: () => Promise<T>,
): Promise<T> {
  const setBusy = (on: boolean) => {
    const { [key]: _previous, ...others } = kernel.get().busy;
    kernel.set({ busy: on ? { ...others, [key]: true } : others });
  };
  setBusy(true);
  try {
    return await run();
  } finally {
    setBusy(false);
  }
}
