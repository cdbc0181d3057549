export type { CommerceProviderProps } from './CommerceProvider';
export { CommerceProvider, CommerceQueries } from './CommerceProvider';
export type { ShopStoreProviderProps } from './ShopStoreProvider';
export {
  ShopStoreProvider,
  useClientShopStore,
  useCommerceClient,
  useShopSelector,
  useShopSnapshot,
  useShopStore,
} from './ShopStoreProvider';
export type { UseAuthResult } from './useAuth';
export { useAuth } from './useAuth';
export type { CartView, UseCartResult } from './useCart';
export { useCart, useCartView } from './useCart';
export type { UseCouponResult } from './useCoupon';
export { useCoupon } from './useCoupon';
export type { AccountDetailsInput, UseCustomerResult } from './useCustomer';
export { useCustomer } from './useCustomer';
