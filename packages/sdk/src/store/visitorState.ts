import type { Client } from '@urql/core';
import type { ShopState } from './types';

/**
 * The visitor state before storage is read: the server's render and the hydrating one.
 *
 * @param client - the client of the first identity
 * @returns the state of a shopper the server does not know yet
 */
export function visitorState(client: Client): ShopState {
  return {
    client,
    identity: 0,
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
