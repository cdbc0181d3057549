export type { CartLine, CartLineSource, MergeableCartLine, PricedCartLine } from './cart';
export {
  canDecrement,
  canIncrement,
  canRemoveCartItem,
  canUpdateCartItem,
  lineSubtotal,
  mergeCartLines,
  quantityInCart,
  toCartLine,
} from './cart';
export {
  BITCOIN_GATEWAY_ID,
  DEFAULT_COUNTRY,
  INDUSTRY_OPTIONS,
  LAYOUT,
  LIMITS,
  NEWSLETTER_SUCCESS_STATUSES,
  TIMINGS,
} from './constants';
export { MESSAGES, SESSION_REJECTED_MESSAGES } from './messages';
export { formatEuro, parsePrice, round2 } from './money';
export type {
  AddToCartCheck,
  AddToCartCheckInput,
  AddToCartRefusal,
  StockStatus,
} from './quantity';
export { checkAddToCart, clampQuantity, exceedsStock, isQuantityInRange } from './quantity';
export type { FreeShippingProgress, ShippingCharge } from './shipping';
export { freeShippingProgress, qualifiesForFreeShipping, shippingCharge } from './shipping';
export type { Totals, TotalsInput } from './totals';
export { computeTotals } from './totals';
