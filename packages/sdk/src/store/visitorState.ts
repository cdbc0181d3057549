import type { ShopState } from './types';

/**
 * The visitor state before storage is read: the server's render and the hydrating one.
 *
 * @returns the state of a shopper the server does not know yet
 */
export function visitorState(): ShopState {
  return {
    ready: false,
    token: null,
    user: null,
    cart: null,
    storedLines: [],
    pending: [],
    cartStatus: 'idle',
    cartError: null,
    couponCode: null,
    paymentMethod: null,
    freeShippingThreshold: null,
    busy: {},
  };
}
