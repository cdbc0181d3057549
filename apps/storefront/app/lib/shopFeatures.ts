import type { BackendCapabilities } from '@peptide/sdk';
import { MAIN_NAV, type NavItem } from '@peptide/ui';

/**
 * The parts of the shop that need the backend's extensions, each shown only where the backend
 * answers it: a stock WooCommerce backend has no COA library and takes no back-in-stock
 * requests, and the shop then leaves them out rather than failing.
 */
export interface ShopFeatures {
  /** The certificate-of-analysis library (`/coas`, its menu entry). */
  coaLibrary: boolean;
  /** The product page's back-in-stock request and the account's Stock Notifications tab. */
  stockNotifications: boolean;
}

/** Every feature: the reference commerce server's. */
export const ALL_FEATURES: ShopFeatures = { coaLibrary: true, stockNotifications: true };

/**
 * The features a backend's capabilities allow.
 *
 * @param capabilities - what the backend answered the probe
 */
export function shopFeatures(capabilities: BackendCapabilities): ShopFeatures {
  const has = (field: string) => capabilities.extensions.has(field);
  return {
    coaLibrary: has('coas') && has('coaCategories'),
    stockNotifications: has('requestStockNotification') && has('stockNotifications'),
  };
}

/** The main navigation without the entries of features the backend lacks. */
export function navigationFor(features: ShopFeatures): readonly NavItem[] {
  return features.coaLibrary ? MAIN_NAV : MAIN_NAV.filter((item) => item.href !== '/coas');
}
