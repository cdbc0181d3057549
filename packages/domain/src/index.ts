export type {
  AccountDetailsInput,
  AccountUpdate,
  LoginInput,
  ResetPasswordInput,
} from './account-validation';
export {
  AccountDetailsSchema,
  LoginSchema,
  LostPasswordSchema,
  RegisterSchema,
  ResetPasswordSchema,
  StockNotificationSchema,
  toAccountUpdate,
  validateAccountDetails,
  validateLogin,
  validateLostPassword,
  validateRegister,
  validateResetPassword,
  validateStockNotification,
} from './account-validation';
export { ADDRESS_FIELDS, type AddressFieldName } from './address-fields';
export type { AddressInput, CheckoutInput } from './address-validation';
export {
  AddressFormSchema,
  CheckoutBillingSchema,
  CheckoutShippingSchema,
  isAddressEmpty,
  omitTypename,
  SHIPPING_OPTIONAL_FIELDS,
  ShippingAddressFormSchema,
  validateAddressForm,
  validateBillingAddress,
  validateCheckout,
  validateShippingAddress,
} from './address-validation';
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
export type { CoaLink, ProductCardAction, ProductPageFields } from './catalog';
export {
  categorySlug,
  coaLinks,
  findInsuranceLine,
  isShippingInsurance,
  listedCategories,
  productCardAction,
  sidebarCategories,
} from './catalog';
export type {
  CatalogFilterKey,
  CatalogFilters,
  CatalogQuery,
  CatalogQueryParams,
} from './catalog-query';
export {
  activeCatalogFilters,
  CATALOG_FILTER_PARAMS,
  CATALOG_SEARCH_PARAM,
  catalogFilters,
  catalogQuery,
  catalogQuerySearch,
  isFiltered,
  NO_CATALOG_FILTERS,
  searchText,
  withoutCatalogFilter,
  withoutCatalogFilters,
} from './catalog-query';
export type { CatalogPosition, CatalogSort, QueryParams } from './catalog-sort';
export { CATALOG_SORTS, catalogPageCount, catalogPosition, catalogSearch } from './catalog-sort';
export { GUEST_CUSTOMER_ID, shouldRegisterAfterCheckout } from './checkout';
export {
  BITCOIN_GATEWAY_ID,
  DEFAULT_COUNTRY,
  DEFAULT_SHIPPING_METHOD_ID,
  INDUSTRY_OPTIONS,
  INSURANCE_PRODUCT_NAME,
  LAYOUT,
  LIMITS,
  NEWSLETTER_SUCCESS_STATUSES,
  TIMINGS,
} from './constants';
export { accountGreetingName, authorDisplayName } from './content';
export type { Country } from './countries';
export {
  countryName,
  isSupportedCountry,
  isValidPostcode,
  POSTCODE_PATTERNS,
  resolveCountry,
  SUPPORTED_COUNTRIES,
} from './countries';
export type { CouponDiscountType, CouponTerms } from './coupon';
export {
  canApplyCoupon,
  couponCodeError,
  couponDiscount,
  couponProblem,
  couponStackingProblem,
  couponSubtotal,
  isValidCouponCode,
  normalizeCouponCode,
} from './coupon';
export { formatOrderDate } from './dates';
export {
  ADDRESS_FIELD_MAX_LENGTHS,
  ADDRESS_LINE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  COUNTRY_CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  POSTCODE_MAX_LENGTH,
  REVIEW_MAX_LENGTH,
} from './field-limits';
export type { FieldErrors } from './form-errors';
export { FORM_ERROR_KEY, fieldErrors, hasErrors } from './form-errors';
export type { DecodedGlobalId } from './global-id';
export { decodeGlobalId, encodeGlobalId, orderNumberFromId } from './global-id';
export type { CarouselKind, CartOrigin } from './layout';
export { accountTabScrollsToPanel, carouselItemsForWidth, miniCartOpenDelay } from './layout';
export { MESSAGES, SERVER_MESSAGES, SESSION_REJECTED_MESSAGES } from './messages';
export { formatEuro, readAmount, readAmounts, round2 } from './money';
export {
  canSubmitNewsletter,
  validateNewsletterEmail,
} from './newsletter-validation';
export {
  isOfflineGateway,
  OFFLINE_GATEWAYS,
  orderNextSteps,
  orderStatusWords,
  showsPaymentInstructions,
} from './order-payment';
export { PLACEHOLDER_IMAGE_PATH, productPath } from './paths';
export { isValidPhone } from './phone';
export { formatPhone } from './phone-format';
export type { PostalAddress } from './postal-address';
export { localityLines, postalAddressLines } from './postal-address';
export type {
  AddToCartCheck,
  AddToCartCheckInput,
  AddToCartRefusal,
  StockNoticeInput,
  StockStatus,
} from './quantity';
export {
  checkAddToCart,
  clampQuantity,
  exceedsStock,
  isQuantityInRange,
  stockNotice,
} from './quantity';
export type { Result } from './result';
export { failure, success } from './result';
export type { ReviewInput } from './review-validation';
export {
  GuestReviewSchema,
  REVIEW_RATING,
  ReviewSchema,
  validateReview,
} from './review-validation';
export { searchResultsLabel } from './search';
export { stripAnchorTags } from './server-message';
export type { SessionHeaderAction, SessionRecord } from './session';
export {
  decodeJwtPayload,
  isJwtExpired,
  isSessionExpired,
  isSessionRejectedMessage,
  parseSessionRecord,
  SESSION_HEADER,
  sessionHeaderAction,
} from './session';
export type { FreeShippingProgress, ShippingCharge } from './shipping';
export {
  freeShippingBasis,
  freeShippingProgress,
  qualifiesForFreeShipping,
  shippingCharge,
} from './shipping';
export type { ShippingMethod } from './shipping-methods';
export { chooseShippingMethod } from './shipping-methods';
export { parseStoredCart, serializeCart } from './stored-cart';
export { isAllowedName } from './text-fields';
export type { Totals, TotalsInput } from './totals';
export { computeTotals } from './totals';
export type { VariationAddressable } from './variation-address';
export { variationFromQuery, variationParam, variationSearch } from './variation-address';
