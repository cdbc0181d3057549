import {
  type CartLine,
  canRemoveCartItem,
  canUpdateCartItem,
  isValidCouponCode,
  MESSAGES,
  normalizeCouponCode,
  type Totals,
} from '@peptide/domain';
import type { Client, CombinedError } from '@urql/core';
import { cartLinesFromCart } from '../cartLines';
import { createCommerceClient } from '../client';
import {
  AddToCartDocument,
  ApplyCouponToCartDocument,
  type CartFragment,
  type CustomerAddressInput,
  EmptyCartDocument,
  GetCartDocument,
  GetFreeShippingAmountDocument,
  LoginDocument,
  RegisterCustomerDocument,
  RemoveCouponFromCartDocument,
  RemoveFromCartDocument,
  SetPaymentMethodDocument,
  UpdateCartItemDocument,
  UpdateCartShippingAddressDocument,
  UpdateShippingMethodDocument,
} from '../generated/graphql';
import { clearShopStorage, STORAGE_KEYS } from '../storage/keys';
import {
  readAuthToken,
  readCartRecord,
  readSession,
  readUser,
  resetUnreadableRecords,
  type StoredUser,
  writeCartRecord,
  writeUser,
} from '../storage/records';
import type { ShopStorage } from '../storage/storage';
import { type ActionResult, errorMessage, IGNORED } from './actionResult';
import {
  type AddPreview,
  applyPendingChanges,
  cartTotals,
  type PendingChange,
} from './pendingChanges';

/** What a cart line is busy with: each button has its own spinner. */
export interface LineBusy {
  increment: boolean;
  decrement: boolean;
  remove: boolean;
}

/** Where the cart stands. `idle` means nothing was asked yet (a visitor without a session). */
export type CartStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** One consistent picture of the shopper's state; a new object after every change. */
export interface ShopSnapshot {
  /** The client of the current identity; replaced (with an empty cache) when the identity changes. */
  client: Client;
  /** Counts changes of identity; the provider remounts its subtree when it changes. */
  identity: number;
  /** False until the stored state has been read (always false in the server snapshot). */
  ready: boolean;
  /** The login token, or null for a visitor. */
  token: string | null;
  /** The stored user (id, name, email), or null. */
  user: StoredUser | null;
  /** The server's last cart answer, or null before one has arrived. */
  cart: CartFragment | null;
  /** The lines shown: the last answer (or the stored record) with unanswered changes applied. */
  lines: CartLine[];
  totals: Totals;
  /** Number of lines (the header badge). */
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

/** The shop's browser state and every action on it; see {@link createShopStore}. */
export interface ShopStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ShopSnapshot;
  /** The visitor state, the same on the server and in the browser's hydrating render. */
  getServerSnapshot(): ShopSnapshot;
  /**
   * Starts following the stored state once the page has hydrated: applies what is stored, loads
   * the cart when there is a session or a login, and listens to other tabs.
   * @returns a function that stops listening
   */
  start(): () => void;
  addToCart(input: AddToCartInput): Promise<ActionResult>;
  updateQuantity(key: string, quantity: number): Promise<ActionResult>;
  removeLine(key: string): Promise<ActionResult>;
  /** Loads the cart from the network (one `GetCart`). */
  refreshCart(): Promise<ActionResult>;
  applyCoupon(code: string): Promise<ActionResult>;
  removeCoupon(): Promise<ActionResult>;
  setPaymentMethod(paymentMethod: string): Promise<ActionResult>;
  /**
   * Sets the cart's shipping address so the server can rate shipping, then loads the cart (two
   * requests: upstream's address mutation does not answer with the cart).
   */
  setShippingAddress(address: CustomerAddressInput): Promise<ActionResult>;
  /** Chooses a shipping rate (one request; the cart comes from its answer). */
  setShippingMethod(shippingMethodId: string): Promise<ActionResult>;
  /** Removes every line in one request (the order pages after a placed order). */
  emptyCart(): Promise<ActionResult>;
  /** Loads the server's free-shipping threshold once (the mini cart's meter). */
  loadFreeShippingThreshold(): Promise<void>;
  /** Takes a cart that another operation answered with (checkout steps, for example). */
  receiveCart(cart: CartFragment | null | undefined): void;
  login(username: string, password: string): Promise<ActionResult>;
  register(email: string): Promise<ActionResult>;
  /** Stores a login token obtained elsewhere (registration at checkout) and changes identity. */
  storeToken(token: string): void;
  /**
   * Stores a renewed login token of the same customer (a password change ends the earlier
   * ones), keeping the identity, so nothing remounts and the next request sends the new token.
   */
  renewToken(token: string): void;
  /** Clears every key the shop owns and returns to the visitor state. */
  logout(): void;
}

/** Options of {@link createShopStore}. */
export interface ShopStoreOptions {
  endpoint: string;
  storage: ShopStorage;
  fetch?: typeof fetch;
  now?: () => number;
  /** Image of a cart line whose product has none. */
  placeholderImage?: string;
  /** Called after an expired login token was removed (the storefront reloads). */
  onAuthExpired?: () => void;
  /** Called after the server rejected the session and the shop's storage was cleared. */
  onSessionRejected?: (message: string) => void;
  /** Where other tabs' `storage` events arrive; `window` by default when there is one. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

const IDLE: LineBusy = { increment: false, decrement: false, remove: false };
const SHOP_KEYS: readonly string[] = Object.values(STORAGE_KEYS);

/**
 * Creates the one store a storefront keeps per browser page: login, cart, coupon and busy flags,
 * shared by every component that reads it.
 *
 * @param options - endpoint, storage and the callbacks for a rejected session or expired login
 * @returns a store for `useSyncExternalStore`, with the shop's actions
 * @remarks
 * - Every cart change sends one request and takes the cart from its answer; add, quantity and
 *   remove show at once and are rolled back (with the server's message) when refused.
 * - A change of identity (login, logout, registration with a token, an expired or rejected
 *   token, another tab logging in or out) replaces the client, so no cached answer of the earlier
 *   shopper can be served again.
 * - Nothing is read from storage until {@link ShopStore.start}, so the hydrating render matches
 *   the server's visitor render.
 */
export function createShopStore(options: ShopStoreOptions): ShopStore {
  const { storage } = options;
  const placeholderImage = options.placeholderImage ?? '/placeholder.svg';
  const listeners = new Set<() => void>();

  let client = makeClient();
  let identity = 0;
  let token: string | null = null;
  let user: StoredUser | null = null;
  let confirmed: CartFragment | null = null;
  let storedLines: CartLine[] = [];
  let pending: PendingChange[] = [];
  let cartStatus: CartStatus = 'idle';
  let cartError: string | null = null;
  let couponCode: string | null = null;
  let couponBusy = false;
  let busyLines: Record<string, LineBusy> = {};
  let adding: Record<number, boolean> = {};
  let paymentMethod: string | null = null;
  let freeShippingThreshold: number | null = null;
  let started = false;
  let changeId = 0;
  let sentSeq = 0;
  let appliedSeq = 0;

  const serverSnapshot = build();
  let snapshot = serverSnapshot;

  function makeClient(): Client {
    return createCommerceClient({
      endpoint: options.endpoint,
      storage,
      fetch: options.fetch,
      now: options.now,
      onAuthExpired: () => {
        changeIdentity(null);
        options.onAuthExpired?.();
      },
      onSessionRejected: (message) => {
        changeIdentity(null);
        options.onSessionRejected?.(message);
      },
    });
  }

  function build(): ShopSnapshot {
    const base = confirmed ? cartLinesFromCart(confirmed, placeholderImage) : storedLines;
    const lines = applyPendingChanges(base, pending, placeholderImage);
    return {
      client,
      identity,
      ready: started,
      token,
      user,
      cart: confirmed,
      lines,
      totals: cartTotals({
        cart: confirmed,
        lines,
        pending: pending.length > 0,
        paymentMethodId: paymentMethod,
        freeShippingThreshold,
      }),
      count: lines.length,
      cartStatus,
      cartError,
      couponCode,
      couponBusy,
      busyLines,
      adding,
      paymentMethod,
      freeShippingThreshold,
    };
  }

  function emit(): void {
    snapshot = build();
    for (const listener of listeners) listener();
  }

  /** Applies a cart answer unless a later request's answer was applied already. */
  function acceptCart(cart: CartFragment | null | undefined, seq: number): void {
    if (!cart || seq < appliedSeq) return;
    appliedSeq = seq;
    confirmed = cart;
    cartStatus = 'loaded';
    cartError = null;
    writeCartRecord(storage, cartLinesFromCart(cart, placeholderImage));
  }

  function changeIdentity(nextToken: string | null): void {
    token = nextToken;
    user = nextToken === null ? null : readUser(storage);
    client = makeClient();
    identity += 1;
    confirmed = null;
    pending = [];
    busyLines = {};
    adding = {};
    storedLines = readCartRecord(storage);
    couponCode = storage.getItem(STORAGE_KEYS.appliedCoupon);
    cartStatus = 'idle';
    appliedSeq = sentSeq;
    emit();
  }

  const hasCommerceSession = () => readSession(storage) !== null || token !== null;

  /**
   * Sends one cart mutation, showing `change` until it is answered; a cart in the answer replaces
   * the confirmed one.
   * @returns the answer's error, if any, and whether it carried a cart
   */
  async function sendCartChange(
    change: PendingChange | null,
    send: () => Promise<{ cart: CartFragment | null | undefined; error?: CombinedError }>,
  ): Promise<{ error: CombinedError | undefined; answered: boolean }> {
    const seq = ++sentSeq;
    if (change) pending = [...pending, change];
    emit();
    try {
      const { cart, error } = await send();
      if (!error) acceptCart(cart, seq);
      return { error, answered: Boolean(cart) };
    } finally {
      if (change) pending = pending.filter((entry) => entry !== change);
      emit();
    }
  }

  /** The outcome of a line change: the server's message when it was refused. */
  function lineOutcome(
    { error, answered }: { error: CombinedError | undefined; answered: boolean },
    success: string,
  ): ActionResult {
    if (error || !answered) return { ok: false, message: errorMessage(error) };
    return { ok: true, message: success };
  }

  function setLineBusy(key: string, action: keyof LineBusy, value: boolean): void {
    busyLines = { ...busyLines, [key]: { ...(busyLines[key] ?? IDLE), [action]: value } };
  }

  const store: ShopStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => serverSnapshot,

    start() {
      const firstStart = !started;
      started = true;
      resetUnreadableRecords(storage);
      token = readAuthToken(storage);
      user = token === null ? null : readUser(storage);
      storedLines = readCartRecord(storage);
      couponCode = storage.getItem(STORAGE_KEYS.appliedCoupon);
      emit();
      if (firstStart && hasCommerceSession()) void store.refreshCart();
      const events = options.events === undefined ? (globalThis.window ?? null) : options.events;
      const onStorage = (event: Event) => {
        const key = (event as StorageEvent).key;
        if (key !== null && !SHOP_KEYS.includes(key)) return;
        const storedToken = readAuthToken(storage);
        if (storedToken !== token) {
          changeIdentity(storedToken);
          if (hasCommerceSession()) void store.refreshCart();
          return;
        }
        couponCode = storage.getItem(STORAGE_KEYS.appliedCoupon);
        if (key === STORAGE_KEYS.cart && hasCommerceSession()) void store.refreshCart();
        else emit();
      };
      events?.addEventListener('storage', onStorage);
      return () => events?.removeEventListener('storage', onStorage);
    },

    async addToCart({ productId, quantity = 1, variationId = null, preview }) {
      const change: PendingChange = {
        id: ++changeId,
        kind: 'add',
        productId,
        variationId,
        quantity,
        preview,
      };
      adding = { ...adding, [productId]: true };
      try {
        const sent = await sendCartChange(change, async () => {
          const answer = await client
            .mutation(AddToCartDocument, { productId, quantity, variationId })
            .toPromise();
          return { cart: answer.data?.addToCart?.cart, error: answer.error };
        });
        return lineOutcome(sent, MESSAGES.addedToCart);
      } finally {
        adding = { ...adding, [productId]: false };
        emit();
      }
    },

    async updateQuantity(key, quantity) {
      if (!canUpdateCartItem({ key, quantity })) return IGNORED;
      const current = snapshot.lines.find((line) => line.key === key)?.quantity ?? 0;
      const action = quantity < current ? 'decrement' : 'increment';
      setLineBusy(key, action, true);
      try {
        const change: PendingChange = { id: ++changeId, kind: 'quantity', key, quantity };
        const sent = await sendCartChange(change, async () => {
          const answer = await client
            .mutation(UpdateCartItemDocument, { cartItemKey: key, quantity })
            .toPromise();
          return { cart: answer.data?.updateItemQuantities?.cart, error: answer.error };
        });
        return lineOutcome(sent, MESSAGES.success);
      } finally {
        setLineBusy(key, action, false);
        emit();
      }
    },

    async removeLine(key) {
      if (!canRemoveCartItem(key)) return IGNORED;
      setLineBusy(key, 'remove', true);
      try {
        const sent = await sendCartChange({ id: ++changeId, kind: 'remove', key }, async () => {
          const answer = await client
            .mutation(RemoveFromCartDocument, { cartItemKey: key })
            .toPromise();
          return { cart: answer.data?.removeItemsFromCart?.cart, error: answer.error };
        });
        return lineOutcome(sent, MESSAGES.success);
      } finally {
        setLineBusy(key, 'remove', false);
        emit();
      }
    },

    async refreshCart() {
      const seq = ++sentSeq;
      if (cartStatus !== 'loaded') cartStatus = 'loading';
      emit();
      const answer = await client.query(GetCartDocument, {}).toPromise();
      if (answer.error || !answer.data?.cart) {
        if (seq >= appliedSeq) {
          cartStatus = 'error';
          cartError = errorMessage(answer.error);
        }
        emit();
        return { ok: false, message: errorMessage(answer.error) };
      }
      acceptCart(answer.data.cart, seq);
      emit();
      return { ok: true, message: MESSAGES.success };
    },

    async applyCoupon(input) {
      if (!isValidCouponCode(input)) return IGNORED;
      const code = normalizeCouponCode(input);
      couponBusy = true;
      try {
        let applied = false;
        const { error } = await sendCartChange(null, async () => {
          const answer = await client
            .mutation(ApplyCouponToCartDocument, { couponCode: code })
            .toPromise();
          applied = Boolean(answer.data?.applyCoupon?.applied);
          return { cart: answer.data?.applyCoupon?.cart, error: answer.error };
        });
        if (error) return { ok: false, message: errorMessage(error) };
        if (!applied) return { ok: false, message: MESSAGES.invalidCoupon };
        storage.setItem(STORAGE_KEYS.appliedCoupon, code);
        couponCode = code;
        return { ok: true, message: MESSAGES.couponApplied };
      } finally {
        couponBusy = false;
        emit();
      }
    },

    async removeCoupon() {
      const stored = storage.getItem(STORAGE_KEYS.appliedCoupon);
      if (!stored) return { ok: false, message: MESSAGES.noCouponToRemove };
      couponBusy = true;
      try {
        let stillApplied = true;
        const { error } = await sendCartChange(null, async () => {
          const answer = await client
            .mutation(RemoveCouponFromCartDocument, { couponCode: stored })
            .toPromise();
          const cart = answer.data?.removeCoupons?.cart;
          stillApplied =
            !cart ||
            (cart.appliedCoupons ?? []).some(
              (coupon) => coupon?.code.toLowerCase() === stored.toLowerCase(),
            );
          return { cart, error: answer.error };
        });
        if (error) return { ok: false, message: errorMessage(error) };
        if (stillApplied) return { ok: false, message: MESSAGES.couponNotFound };
        storage.removeItem(STORAGE_KEYS.appliedCoupon);
        couponCode = null;
        return { ok: true, message: MESSAGES.couponRemoved };
      } finally {
        couponBusy = false;
        emit();
      }
    },

    async setPaymentMethod(method) {
      const previous = paymentMethod;
      paymentMethod = method;
      const sent = await sendCartChange(null, async () => {
        const answer = await client
          .mutation(SetPaymentMethodDocument, { paymentMethod: method })
          .toPromise();
        return { cart: answer.data?.setPaymentMethod?.cart, error: answer.error };
      });
      const outcome = lineOutcome(sent, MESSAGES.success);
      if (!outcome.ok) {
        paymentMethod = previous;
        emit();
      }
      return outcome;
    },

    async setShippingAddress(shipping) {
      const answer = await client
        .mutation(UpdateCartShippingAddressDocument, { shipping })
        .toPromise();
      if (answer.error) return { ok: false, message: errorMessage(answer.error) };
      return store.refreshCart();
    },

    async setShippingMethod(shippingMethod) {
      const sent = await sendCartChange(null, async () => {
        const answer = await client
          .mutation(UpdateShippingMethodDocument, { shippingMethod })
          .toPromise();
        return { cart: answer.data?.updateShippingMethod?.cart, error: answer.error };
      });
      return lineOutcome(sent, MESSAGES.success);
    },

    async emptyCart() {
      if (!hasCommerceSession()) return IGNORED;
      const sent = await sendCartChange(null, async () => {
        const answer = await client.mutation(EmptyCartDocument, {}).toPromise();
        return { cart: answer.data?.removeItemsFromCart?.cart, error: answer.error };
      });
      if (!sent.error) {
        storage.removeItem(STORAGE_KEYS.appliedCoupon);
        couponCode = null;
        emit();
      }
      return lineOutcome(sent, MESSAGES.success);
    },

    async loadFreeShippingThreshold() {
      if (freeShippingThreshold !== null) return;
      const answer = await client.query(GetFreeShippingAmountDocument, {}).toPromise();
      const amount = Number(answer.data?.freeShippingAmount ?? Number.NaN);
      if (Number.isFinite(amount)) {
        freeShippingThreshold = amount;
        emit();
      }
    },

    receiveCart(cart) {
      acceptCart(cart, ++sentSeq);
      emit();
    },

    async login(username, password) {
      try {
        const answer = await client.mutation(LoginDocument, { username, password }).toPromise();
        const payload = answer.data?.login;
        if (!payload?.authToken) return { ok: false, message: MESSAGES.invalidCredentials };
        writeUser(storage, {
          id: payload.user?.id ?? '',
          name: payload.user?.name ?? '',
          email: payload.user?.email ?? '',
        });
        storage.setItem(STORAGE_KEYS.username, username);
        store.storeToken(payload.authToken);
        return { ok: true, message: MESSAGES.loginSuccessful };
      } catch {
        return { ok: false, message: MESSAGES.invalidCredentials };
      }
    },

    async register(email) {
      const answer = await client.mutation(RegisterCustomerDocument, { email }).toPromise();
      if (answer.error) return { ok: false, message: errorMessage(answer.error) };
      const payload = answer.data?.registerCustomer;
      if (!payload?.customer) return { ok: false, message: MESSAGES.registrationFailed };
      if (payload.authToken) store.storeToken(payload.authToken);
      return { ok: true, message: MESSAGES.registrationSuccessful };
    },

    storeToken(nextToken) {
      storage.setItem(STORAGE_KEYS.authToken, nextToken);
      changeIdentity(nextToken);
      void store.refreshCart();
    },

    renewToken(nextToken) {
      storage.setItem(STORAGE_KEYS.authToken, nextToken);
      token = nextToken;
      emit();
    },

    logout() {
      clearShopStorage(storage);
      changeIdentity(null);
    },
  };
  return store;
}
