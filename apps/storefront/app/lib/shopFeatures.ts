import { type BackendCapabilities, EXTENSION_FIELDS, type LoginPlugin } from '@peptide/sdk';
import { MAIN_NAV, type NavItem } from '@peptide/ui';

/**
 * The parts of the shop that need the backend's extensions, each shown only where the backend
 * answers it: a stock WooCommerce backend has no COA library, takes no back-in-stock requests,
 * starts no crypto payment itself and knows no free-shipping threshold, and the shop then does
 * without them (or uses WooCommerce's own way) rather than failing.
 */
export interface ShopFeatures {
  /** The certificate-of-analysis library (`/coas`, its menu entry). */
  coaLibrary: boolean;
  /** The product page's back-in-stock request and the account's Stock Notifications tab. */
  stockNotifications: boolean;
  /** Placed crypto orders start their payment through `initiateCryptoPayment`. */
  cryptoPayments: boolean;
  /**
   * The payment method chosen at checkout goes to the cart at once (`setPaymentMethod`), whose
   * totals then carry the bitcoin discount; stock WooCommerce takes it with the order.
   */
  paymentChoiceOnServer: boolean;
  /**
   * Reset links carry an e-mail and a token (`sendReactResetPasswordEmail`); without them,
   * WPGraphQL's `sendPasswordResetEmail` mails WordPress's key and login.
   */
  shopResetLinks: boolean;
  /**
   * The free-shipping meter's threshold: `'backend'` where the backend answers
   * `freeShippingAmount`, else the storefront's FREE_SHIPPING_THRESHOLD, else null (no meter).
   */
  freeShippingThreshold: 'backend' | number | null;
  /**
   * A guest's `order` query is answered for the orders their session placed (the shop's commerce
   * server, which answers every extension); a stock WooGraphQL refuses it, and the order-received
   * page shows the order as the checkout answered it.
   */
  guestOrders: boolean;
  /** The login plugin, whose documents the store sends and whose refresh renews logins. */
  loginPlugin: LoginPlugin | null;
}

/** Every feature: the reference commerce server's. */
export const ALL_FEATURES: ShopFeatures = {
  coaLibrary: true,
  stockNotifications: true,
  cryptoPayments: true,
  paymentChoiceOnServer: true,
  shopResetLinks: true,
  freeShippingThreshold: 'backend',
  guestOrders: true,
  loginPlugin: 'jwt-authentication',
};

/**
 * The features a backend's capabilities allow.
 *
 * @param capabilities - what the backend answered the probe
 * @param configuredThreshold - the storefront's own free-shipping threshold, if set
 */
export function shopFeatures(
  capabilities: BackendCapabilities,
  configuredThreshold: number | null = null,
): ShopFeatures {
  const has = (field: string) => capabilities.extensions.has(field);
  return {
    coaLibrary: has('coas') && has('coaCategories'),
    stockNotifications: has('requestStockNotification') && has('stockNotifications'),
    cryptoPayments: has('initiateCryptoPayment') && has('initiateBitcoinPayment'),
    paymentChoiceOnServer: has('setPaymentMethod'),
    shopResetLinks: has('sendReactResetPasswordEmail') && has('resetPasswordWithToken'),
    freeShippingThreshold: has('freeShippingAmount') ? 'backend' : configuredThreshold,
    guestOrders: [...EXTENSION_FIELDS.query, ...EXTENSION_FIELDS.mutation].every(has),
    loginPlugin: capabilities.loginPlugin,
  };
}

/** The main navigation without the entries of features the backend lacks. */
export function navigationFor(features: ShopFeatures): readonly NavItem[] {
  return features.coaLibrary ? MAIN_NAV : MAIN_NAV.filter((item) => item.href !== '/coas');
}
