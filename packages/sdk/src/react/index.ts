export type { CommerceProviderProps } from './CommerceProvider';
export {
  CommerceProvider,
  useShopSelector,
  useShopSnapshot,
  useShopStore,
} from './CommerceProvider';
export type { UseAuthResult } from './useAuth';
export { useAuth } from './useAuth';
export type { UseCartResult } from './useCart';
export { useCart } from './useCart';
export type { UseCouponResult } from './useCoupon';
export { useCoupon } from './useCoupon';
export type { AccountDetailsInput, UseCustomerResult } from './useCustomer';
export { useCustomer } from './useCustomer';
