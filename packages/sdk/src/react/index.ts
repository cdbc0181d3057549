// React bindings that need no urql: the store's provider and the hooks that read a store. The
// parts built on urql's Provider and useQuery are `@peptide/sdk/react-urql` (./urql.ts), so an
// app without urql imports this entry alone.
export type { ShopStoreProviderProps } from './ShopStoreProvider';
export {
  ShopStoreProvider,
  useClientShopStore,
  useCommerceClient,
  useShopSelector,
  useShopSnapshot,
  useShopStore,
} from './ShopStoreProvider';
export type { CartView, UseCartResult } from './useCart';
export { useCart, useCartView } from './useCart';
export type { UseCouponResult } from './useCoupon';
export { useCoupon } from './useCoupon';
