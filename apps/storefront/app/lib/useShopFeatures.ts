import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { ALL_FEATURES, type ShopFeatures } from './shopFeatures';

/** The features the backend allows, from the root loader (all of them on a page without it). */
export function useShopFeatures(): ShopFeatures {
  return useRouteLoaderData<typeof rootLoader>('root')?.features ?? ALL_FEATURES;
}
