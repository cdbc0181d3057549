export type { AccountDetailsChange, AccountDetailsInput } from './accountDetails';
export { updateAccountDetails } from './accountDetails';
export type { BackendCapabilities, ProbeOptions } from './capabilities';
export { EXTENSION_FIELDS, probeCapabilities } from './capabilities';
export { cartLinesFromCart } from './cartLines';
export type { CommerceClientOptions } from './client';
export { createCommerceClient } from './client';
export type { AuthTokenExchangeOptions } from './exchanges/authTokenExchange';
export { authTokenExchange } from './exchanges/authTokenExchange';
export { NETWORK_ONLY_OPERATIONS, networkOnlyExchange } from './exchanges/networkOnlyExchange';
export { responseStatusExchange } from './exchanges/responseStatusExchange';
export { ServerResponseError } from './exchanges/serverResponseError';
export type { SessionExchangeOptions } from './exchanges/sessionExchange';
export { sessionExchange } from './exchanges/sessionExchange';
export type { SessionRejectedExchangeOptions } from './exchanges/sessionRejectedExchange';
export { sessionRejectedExchange } from './exchanges/sessionRejectedExchange';
// Every typed document (`GetCartDocument` ...) with its result and variables types. The list is
// generated from src/operations by `pnpm codegen`, so it is re-exported whole.
export * from './generated/graphql';
export type { LoginPlugin, LoginRefresher } from './login';
export { loginDocument, loginRefresher } from './login';
export type { NewsletterOptions, NewsletterResult } from './newsletter';
export { subscribeToNewsletter } from './newsletter';
export type {
  PaymentStep,
  PlacedOrder,
  StartPaymentInput,
  StartPaymentResult,
} from './payment';
export { paymentStep, placeCheckout, startPayment } from './payment';
export { type ProductStock, pricingOf, stockOf } from './productFields';
export type { ServerClientOptions } from './serverClient';
export { createServerClient } from './serverClient';
export type { SessionClient, SessionClientOptions, ShopperSession } from './sessionClient';
export { createSessionClient, NO_SHOPPER } from './sessionClient';
export { shopperMessage } from './shopperMessage';
export type { StorageKey } from './storage/keys';
export { clearShopStorage, STORAGE_KEYS } from './storage/keys';
export type { StoredUser } from './storage/records';
export {
  isStoredUser,
  readAuthToken,
  readCartRecord,
  readSession,
  readUser,
  writeCartRecord,
  writeUser,
} from './storage/records';
export type { ShopStorage } from './storage/storage';
export { localStorageAdapter, memoryStorage, NO_LOCAL_STORAGE_WARNING } from './storage/storage';
export type { ActionResult, IgnorableActionResult } from './store/actionResult';
export { CART_MUTATIONS, type CartMutation } from './store/cartAnswers';
export type {
  ResetLinkKind,
  ResetLinkOutcome,
  ResetPasswordFailure,
  ResetPasswordInput,
  ResetPasswordOutcome,
} from './store/passwordReset';
export { requestPasswordReset, resetPassword } from './store/passwordReset';
export type { AddPreview, PendingChange } from './store/pendingChanges';
export { applyPendingChanges, cartTotals } from './store/pendingChanges';
export type {
  StockNotificationInput,
  StockNotificationState,
} from './store/stockNotifications';
export {
  cancelStockNotification,
  cancelStockNotificationLink,
  confirmStockNotificationLink,
  requestStockNotification,
} from './store/stockNotifications';
