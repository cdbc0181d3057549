import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { type PaymentMethods, SHOP_PAYMENT_METHODS } from './paymentMethods';
import { ALL_FEATURES, type ShopFeatures } from './shopFeatures';

/** The features the backend allows, from the root loader (all of them on a page without it). */
export function useShopFeatures(): ShopFeatures {
  return useRouteLoaderData<typeof rootLoader>('root')?.features ?? ALL_FEATURES;
}

/** The shop's market (SHOP_COUNTRY), where a new address starts; null on a page without it. */
export function useShopCountry(): string | null {
  return useRouteLoaderData<typeof rootLoader>('root')?.config.shopCountry ?? null;
}

/**
 * The payment methods the backend offers, from the root loader (the shop's own, crypto, on a
 * page without it).
 */
export function usePaymentMethods(): PaymentMethods {
  return useRouteLoaderData<typeof rootLoader>('root')?.payments ?? SHOP_PAYMENT_METHODS;
}
