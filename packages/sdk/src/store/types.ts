import type { CartLine, Result, Totals } from '@peptide/domain';
import type { Client } from '@urql/core';
import type { CartFragment, CheckoutInput, CustomerAddressInput } from '../generated/graphql';
import type { LoginPlugin } from '../login';
import type { PlacedOrder, StartPaymentInput, StartPaymentResult } from '../payment';
import type { StoredUser } from '../storage/records';
import type { ShopStorage } from '../storage/storage';
import type { ActionResult, IgnorableActionResult } from './actionResult';
import type {
  ResetLinkKind,
  ResetLinkOutcome,
  ResetPasswordInput,
  ResetPasswordOutcome,
} from './passwordReset';
import type { AddPreview, PendingChange } from './pendingChanges';
import type { StockNotificationInput, StockNotificationState } from './stockNotifications';

/** What a cart line is busy with: each button has its own spinner. */
export interface LineBusy {
  increment: boolean;
  decrement: boolean;
  remove: boolean;
}

/**
 * One request in flight that the shopper sees as a spinner: a line's button, an add of a
 * product, or the coupon form.
 */
export type BusyKey = `${keyof LineBusy}:${string}` | `add:${number}` | 'coupon';

/** Where the cart stands. `idle` means nothing was asked yet (a visitor without a session). */
export type CartStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** The store's working state; every slice writes its own fields through the kernel. */
export interface ShopState {
  ready: boolean;
  token: string | null;
  user: StoredUser | null;
  /** The server's last cart answer. */
  cart: CartFragment | null;
  /** The stored cart record, shown until the server has answered. */
  storedLines: CartLine[];
  pending: PendingChange[];
  cartStatus: CartStatus;
  cartError: string | null;
  couponCode: string | null;
  paymentMethod: string | null;
  freeShippingThreshold: number | null;
  /** Every request the shopper sees as busy; a key is present only while its request runs. */
  busy: Readonly<Partial<Record<BusyKey, true>>>;
}

/** One consistent picture of the shopper's state; a new object after every change. */
export interface ShopSnapshot {
  /** False until the stored state has been read (always false in the server snapshot). */
  ready: boolean;
  /** The login token, or null for a visitor. */
  token: string | null;
  /** The stored user (id, name, email), or null. */
  user: StoredUser | null;
  /** Whether a customer is logged in: a login token here, or a user the server's session names. */
  loggedIn: boolean;
  /** The server's last cart answer, or null before one has arrived. */
  cart: CartFragment | null;
  /** The lines shown: the last answer (or the stored record) with unanswered changes applied. */
  lines: CartLine[];
  totals: Totals;
  /** Number of lines (the header badge), without those of the store's uncounted products. */
  count: number;
  cartStatus: CartStatus;
  /** The message of the last failed cart load, if any. */
  cartError: string | null;
  /** The applied coupon code as stored locally, or null. */
  couponCode: string | null;
  couponBusy: boolean;
  busyLines: Readonly<Record<string, LineBusy>>;
  adding: Readonly<Record<number, boolean>>;
  /** The payment method last chosen on this device, or null. */
  paymentMethod: string | null;
  /** The server's free-shipping threshold once loaded, else null. */
  freeShippingThreshold: number | null;
}

/** What {@link ShopStore.addToCart} takes. */
export interface AddToCartInput {
  productId: number;
  /** Units to add, 1 by default (lists always add 1). */
  quantity?: number;
  variationId?: number | null;
  /** The product as shown, so the optimistic line can be drawn before the server answers. */
  preview?: AddPreview;
}

/** The account details form; the password is sent only when given. */
export interface AccountDetailsInput {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  password?: string | null;
  /** The account's password as it is: the server asks for it with a new password or e-mail. */
  currentPassword?: string | null;
}

/**
 * The answer of {@link ShopStore.checkout}: the placed order and where its gateway sends the
 * shopper, or the server's message (null when it gave none).
 */
export type CheckoutResult = Result<PlacedOrder, string | null>;

/**
 * The shop's browser state where a server keeps the shopper's session: what it shows, and what
 * the server's answers change. See `createSessionShopStore`; every {@link ShopStore} is one too.
 */
export interface SessionShopStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ShopSnapshot;
  /** The visitor state, the same on the server and in the browser's hydrating render. */
  getServerSnapshot(): ShopSnapshot;
  /**
   * Starts following the shopper once the page has hydrated: reads what is stored (or asks the
   * server who the shopper is), loads the cart, and listens to other tabs.
   * @returns a function that stops listening
   */
  start(): () => void;
  /** Loads the cart again (one request). */
  refreshCart(): Promise<ActionResult>;
  /**
   * Takes a cart that another operation answered with (a server's route, for example), its
   * coupon too: a cart without one forgets the code kept for it.
   */
  receiveCart(cart: CartFragment | null | undefined): void;
  /**
   * Shows a cart change that the page sends another way (a server's route action): the change
   * pending and its button busy until `request` settles; then the cart it answered replaces the
   * confirmed one (in the order the changes were made) and its coupon is followed.
   */
  changeCartThrough<Answer extends CartThroughAnswer>(
    request: () => Promise<Answer>,
    options?: CartThroughOptions,
  ): Promise<Answer>;
  /** Shows a payment method as chosen on this device (its discount in the totals), sending nothing. */
  choosePaymentMethod(paymentMethod: string): void;
  /** Clears every key the shop owns and returns to the visitor state. */
  logout(): void;
  /**
   * Takes the shopper a server-side session names (a login or logout made by a form the server
   * answered); changes identity only when the customer differs.
   */
  followShopper(user: StoredUser | null): void;
}

/** The shop's browser state and every action on it; see `createShopStore`. */
export interface ShopStore extends SessionShopStore {
  /**
   * The store's one GraphQL client, for urql's hooks and `query`; the same object for the store's
   * life (a change of shopper resets its cache scope instead).
   */
  getClient(): Client;
  addToCart(input: AddToCartInput): Promise<ActionResult>;
  updateQuantity(key: string, quantity: number): Promise<IgnorableActionResult>;
  removeLine(key: string): Promise<IgnorableActionResult>;
  applyCoupon(code: string): Promise<IgnorableActionResult>;
  removeCoupon(): Promise<ActionResult>;
  setPaymentMethod(paymentMethod: string, options?: { onServer?: boolean }): Promise<ActionResult>;
  /**
   * Sets the cart's shipping address so the server can rate shipping, then loads the cart (two
   * requests: upstream's address mutation does not answer with the cart).
   */
  setShippingAddress(address: CustomerAddressInput): Promise<ActionResult>;
  /** Chooses a shipping rate (one request; the cart comes from its answer). */
  setShippingMethod(shippingMethodId: string): Promise<ActionResult>;
  /** Removes every line in one request (the order pages after a placed order). */
  emptyCart(): Promise<IgnorableActionResult>;
  /** Loads the server's free-shipping threshold once (the mini cart's meter). */
  loadFreeShippingThreshold(): Promise<void>;
  /** Places the order of the current cart (one `checkout` mutation). */
  checkout(input: CheckoutInput): Promise<CheckoutResult>;
  /** Starts the payment of a placed order and gives its payment page. */
  startPayment(input: StartPaymentInput): Promise<StartPaymentResult>;
  login(username: string, password: string): Promise<ActionResult>;
  register(email: string): Promise<ActionResult>;
  /**
   * Saves names, display name, e-mail and optionally a new password; after a password change
   * the renewed login token is stored, so the customer stays logged in.
   */
  updateAccount(input: AccountDetailsInput): Promise<ActionResult>;
  /** Saves the customer's billing or shipping address. */
  updateAddress(kind: 'billing' | 'shipping', address: CustomerAddressInput): Promise<ActionResult>;
  /**
   * Asks the server to e-mail a password-reset link (one request): the shop's link (e-mail and
   * token) by default, WPGraphQL's (key and login) with `'wordpress'`.
   * @returns the server's message for the sent panel (null when it gave none), or the error
   */
  requestPasswordReset(email: string, kind?: ResetLinkKind): Promise<ResetLinkOutcome>;
  /**
   * Sets a new password from a reset link (one request); the shopper logs in afterwards.
   * @returns the success toast, or a refusal's toast and the form's message
   */
  resetPassword(input: ResetPasswordInput): Promise<ResetPasswordOutcome>;
  /**
   * Asks to be e-mailed when a product or variation is back in stock (one request).
   * @returns the request's state, or the server's reason (or `MESSAGES.notifyMeFailed`)
   */
  requestStockNotification(input: StockNotificationInput): Promise<Result<StockNotificationState>>;
  /** Cancels one of the logged-in customer's back-in-stock requests, by its database id. */
  cancelStockNotification(id: number): Promise<ActionResult>;
  /** Confirms a back-in-stock request from its e-mail's link (the token), on the shopper's press. */
  confirmStockNotificationLink(token: string): Promise<ActionResult>;
  /** Cancels a back-in-stock request from its e-mail's unsubscribe link (the token). */
  cancelStockNotificationLink(token: string): Promise<ActionResult>;
  /** Stores a login token obtained elsewhere (registration at checkout) and changes identity. */
  storeToken(token: string): void;
  /**
   * Stores a renewed login token of the same customer (a password change ends the earlier
   * ones), keeping the identity, so nothing remounts and the next request sends the new token.
   */
  renewToken(token: string): void;
}

/** A cart change as another way of sending it describes it: a pending change without its id. */
export type CartChange = WithoutId<PendingChange>;

type WithoutId<Change> = Change extends unknown ? Omit<Change, 'id'> : never;

/** What a cart change sent another way answers: the cart as the server then holds it, if known. */
export interface CartThroughAnswer {
  cart: CartFragment | null | undefined;
}

/** How a cart change sent another way shows while it is in flight. */
export interface CartThroughOptions {
  /** The change shown ahead of the answer, if it has one to show. */
  change?: CartChange;
  /** The button shown busy meanwhile. */
  busy?: BusyKey;
}

/** Options of `createShopStore`. */
export interface ShopStoreOptions {
  endpoint: string;
  storage: ShopStorage;
  fetch?: typeof fetch;
  now?: () => number;
  /** Image of a cart line whose product has none. */
  placeholderImage?: string;
  /** Products whose lines the snapshot's `count` (the cart badge) leaves out; none by default. */
  uncountedProductIds?: readonly number[];
  /** Called after an expired login token was removed (the storefront reloads). */
  onAuthExpired?: () => void;
  /**
   * The backend's login plugin, which decides the login document and renews login tokens before
   * they expire; `null` where the backend has none (registration then expects no token).
   * Default `'jwt-authentication'`.
   */
  loginPlugin?: LoginPlugin | null;
  /** Called after the server rejected the session and the shop's storage was cleared. */
  onSessionRejected?: (message: string) => void;
  /** Where other tabs' `storage` events arrive; `window` by default when there is one. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /**
   * The shopper's session and login live on a server (a signed, httpOnly cookie there) and
   * `endpoint` is that server's relay: the store keeps no token, asks `shopper()` who the
   * shopper is when it starts, and follows the shopper every relay answer names.
   */
  sessionOnServer?: SessionOnServer;
}

/** Who a server-side session says the shopper is; see {@link ShopStoreOptions.sessionOnServer}. */
export interface ServerShopper {
  /** The logged-in customer, or null for a guest. */
  user: StoredUser | null;
  /** Whether the session holds a WooCommerce session (a cart may exist). */
  cart: boolean;
  /** The cart itself, when the server read it (a session store takes it from here). */
  contents?: CartFragment | null;
  /** The backend's free-shipping threshold, when the server read it. */
  freeShippingThreshold?: number | null;
}

/** How a store asks the server who the shopper is. */
export interface SessionOnServer {
  /** Asks the server's session (the storefront's uncached `/api/shopper`). */
  shopper(): Promise<ServerShopper>;
}
