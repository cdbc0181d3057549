import { createCacheScope } from '../exchanges/cacheScope';
import { createAccountSlice } from './account';
import { createCartSlice } from './cart';
import { createCheckoutSlice } from './checkout';
import { storeContext } from './context';
import { createCouponSlice } from './coupon';
import { createStore } from './createStore';
import { commerceClientFor, createIdentitySlice } from './identity';
import { createPasswordResetSlice } from './passwordReset';
import { snapshotOf } from './selectors';
import { createStockNotificationSlice } from './stockNotifications';
import type { ShopStore, ShopStoreOptions } from './types';
import { visitorState } from './visitorState';

export { visitorState } from './visitorState';

/**
 * Creates the one store a storefront keeps per browser page: login, cart, coupon, checkout
 * choices and busy flags, shared by every component that reads it, and every write to the
 * commerce backend that changes them.
 *
 * @param options - endpoint, storage and the callbacks for a rejected session or expired login
 * @returns a store for `useSyncExternalStore`, with the shop's actions
 * @remarks
 * - A small kernel (`createStore`) holds the state; slices own its parts: identity (token,
 *   user, other tabs), cart (optimistic changes, answer order), coupon, checkout (payment,
 *   shipping, the order), account (login, registration, customer updates), password reset and
 *   back-in-stock requests.
 * - Every cart change sends one request and takes the cart from its answer; add, quantity and
 *   remove show at once and are rolled back (with the server's message) when refused.
 * - The store owns one GraphQL client for its life. A change of identity (login, logout,
 *   registration with a token, an expired or rejected token, another tab logging in or out)
 *   resets the store's shopper state and the client's cache scope, so no cached answer of the
 *   earlier shopper can be served again.
 * - Nothing is read from storage until {@link ShopStore.start}, so the hydrating render matches
 *   the server's visitor render.
 */
export function createShopStore(options: ShopStoreOptions): ShopStore {
  const placeholderImage = options.placeholderImage ?? '/placeholder.svg';
  const cacheScope = createCacheScope();
  const client = commerceClientFor(
    options,
    cacheScope,
    () => identity.change(null),
    (token) => identity.renewToken(token),
    (user) => identity.follow(user),
  );
  const kernel = createStore(
    visitorState(),
    snapshotOf(placeholderImage, options.uncountedProductIds),
  );
  const ctx = storeContext(
    kernel,
    options.storage,
    placeholderImage,
    client,
    options.sessionOnServer !== undefined,
  );

  const cart = createCartSlice(ctx, { onEmptied: () => coupon.forget() });
  const coupon = createCouponSlice(ctx, cart);
  const identity = createIdentitySlice(ctx, {
    cacheScope,
    events: options.events,
    cart,
    sessionOnServer: options.sessionOnServer,
  });
  const checkout = createCheckoutSlice(ctx, cart);
  const account = createAccountSlice(
    ctx,
    identity,
    options.loginPlugin === undefined ? 'jwt-authentication' : options.loginPlugin,
  );
  const passwordReset = createPasswordResetSlice(ctx);
  const stockNotifications = createStockNotificationSlice(ctx);

  return {
    subscribe: kernel.subscribe,
    getSnapshot: kernel.snapshot,
    getServerSnapshot: kernel.initialSnapshot,
    getClient: () => client,
    start: identity.start,
    addToCart: cart.addToCart,
    updateQuantity: cart.updateQuantity,
    removeLine: cart.removeLine,
    refreshCart: cart.refreshCart,
    emptyCart: cart.emptyCart,
    loadFreeShippingThreshold: cart.loadFreeShippingThreshold,
    receiveCart(received) {
      cart.receiveCart(received);
      coupon.follow(received);
    },
    async changeCartThrough(request, options) {
      const answer = await cart.changeCartThrough(request, options);
      coupon.follow(answer.cart);
      return answer;
    },
    applyCoupon: coupon.applyCoupon,
    removeCoupon: coupon.removeCoupon,
    setPaymentMethod: checkout.setPaymentMethod,
    choosePaymentMethod: checkout.choosePaymentMethod,
    setShippingAddress: checkout.setShippingAddress,
    setShippingMethod: checkout.setShippingMethod,
    checkout: checkout.checkout,
    startPayment: checkout.startPayment,
    login: account.login,
    register: account.register,
    updateAccount: account.updateAccount,
    updateAddress: account.updateAddress,
    requestPasswordReset: passwordReset.requestPasswordReset,
    resetPassword: passwordReset.resetPassword,
    requestStockNotification: stockNotifications.requestStockNotification,
    cancelStockNotification: stockNotifications.cancelStockNotification,
    confirmStockNotificationLink: stockNotifications.confirmStockNotificationLink,
    cancelStockNotificationLink: stockNotifications.cancelStockNotificationLink,
    storeToken: identity.storeToken,
    renewToken: identity.renewToken,
    logout: identity.logout,
    followShopper: identity.follow,
  };
}
