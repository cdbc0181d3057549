export type { AgeGateState, StoredFlag, SubscriptionPayload } from './age-gate';
export {
  ageGateState,
  isSubscriptionSuccess,
  shouldOfferNewsletter,
  subscriptionPayload,
} from './age-gate';
export { decodeBase64, encodeBase64 } from './base64';
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
export type { Country } from './countries';
export {
  countryName,
  isSupportedCountry,
  isValidPostcode,
  POSTCODE_PATTERNS,
  resolveCountry,
  SUPPORTED_COUNTRIES,
} from './countries';
export { canApplyCoupon, isValidCouponCode, normalizeCouponCode } from './coupon';
export type { DecodedGlobalId } from './global-id';
export { decodeGlobalId, encodeGlobalId, orderNumberFromId } from './global-id';
export { MESSAGES, SESSION_REJECTED_MESSAGES } from './messages';
export { formatEuro, parsePrice, round2 } from './money';
export { formatPhoneMask, isValidPhone } from './phone';
export type {
  AddToCartCheck,
  AddToCartCheckInput,
  AddToCartRefusal,
  StockStatus,
} from './quantity';
export { checkAddToCart, clampQuantity, exceedsStock, isQuantityInRange } from './quantity';
export { filterProductsByName, searchResultsLabel } from './search';
export type { SessionHeaderAction, SessionRecord } from './session';
export {
  decodeJwtPayload,
  isJwtExpired,
  isSessionExpired,
  isSessionRejectedMessage,
  parseSessionRecord,
  sessionHeaderAction,
} from './session';
export type { FreeShippingProgress, ShippingCharge } from './shipping';
export { freeShippingProgress, qualifiesForFreeShipping, shippingCharge } from './shipping';
export type { Totals, TotalsInput } from './totals';
export { computeTotals } from './totals';
