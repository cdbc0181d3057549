import { useShopFeatures } from '../lib/useShopFeatures';
import { useShopper } from './shopper';

/** Whether the cart shows the free-shipping meter, and at what threshold. */
export interface FreeShippingThreshold {
  /** No threshold configured and none from the backend: no meter. */
  shown: boolean;
  /** The threshold; undefined takes the meter's default, the shop's own. */
  threshold: number | undefined;
}

/**
 * The free-shipping threshold the mini cart and the cart page measure against: the backend's
 * (once the shopper's fetcher has read it) or the configured one.
 */
export function useFreeShippingThreshold(): FreeShippingThreshold {
  const { freeShippingThreshold: backendThreshold } = useShopper();
  const { freeShippingThreshold } = useShopFeatures();
  const fromBackend = freeShippingThreshold === 'backend';
  const threshold = fromBackend ? backendThreshold : freeShippingThreshold;
  return { shown: threshold != null || fromBackend, threshold: threshold ?? undefined };
}
