import { failure, MESSAGES, success } from '@peptide/domain';
import { readCartRecord, resetCartRecord, resetUnreadableCartRecord } from '../storage/cartRecord';
import { clearShopStorage, SERVER_KEPT_KEYS, STORAGE_KEYS } from '../storage/keys';
import type { ShopStorage } from '../storage/storage';
import { keepUser, readUser, resetUnreadableUser, type StoredUser } from '../storage/userRecord';
import type { ActionResult } from './actionResult';
import { cartAnswerOrder } from './cartAnswerOrder';
import { createStore } from './createStore';
import type { PendingChange } from './pendingChanges';
import { snapshotOf } from './selectors';
import { followCartCoupon, shopperChanged, whileBusy } from './storedShopper';
import type { ServerShopper, SessionOnServer, SessionShopStore, ShopStoreOptions } from './types';
import { visitorState } from './visitorState';

/** Options of {@link createSessionShopStore}. */
export interface SessionShopStoreOptions {
  /** Where the shop keeps its hints for the next page and other tabs (no token). */
  storage: ShopStorage;
  /** Image of a cart line whose product has none. */
  placeholderImage?: string;
  /** Products whose lines the snapshot's `count` (the cart badge) leaves out; none by default. */
  uncountedProductIds?: readonly number[];
  /** Asks the server's session who the shopper is and what their cart holds. */
  sessionOnServer: SessionOnServer;
  /** Where other tabs' `storage` events arrive; `window` by default when there is one. */
  events?: ShopStoreOptions['events'];
}

/** The keys another tab writes when its shopper or cart changed. */
const FOLLOWED_KEYS: readonly string[] = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.cart,
  STORAGE_KEYS.appliedCoupon,
];

/**
 * A shop store for a shopper whose session lives on a server: it has no GraphQL client and
 * sends nothing to the backend itself. It asks the server who the shopper is and what their cart
 * holds (`sessionOnServer.shopper()`, at start, for `refreshCart`, after another shopper is
 * followed and when another tab changes the cart), shows the changes a page sends through the
 * server's actions until their answers arrive (`changeCartThrough`), and takes the carts and
 * shoppers those answers name.
 *
 * @param options - storage, the server's session, the placeholder image and the products the
 *   cart badge does not count
 * @returns the store
 * @remarks This device keeps the cart's lines, its coupon code and the customer's name and
 *   e-mail as hints for the next page and other tabs; never a token. Where the server cannot be
 *   asked, those hints stand in.
 */
export function createSessionShopStore(options: SessionShopStoreOptions): SessionShopStore {
  const { storage, sessionOnServer } = options;
  const placeholderImage = options.placeholderImage ?? '/placeholder.svg';
  const kernel = createStore(
    visitorState(),
    snapshotOf(placeholderImage, options.uncountedProductIds),
  );
  const order = cartAnswerOrder(kernel, storage, placeholderImage);
  let changeId = 0;

  /** Takes the customer the server names; true when the shopper changed. */
  function adopt(user: StoredUser | null): boolean {
    if (user?.id === kernel.get().user?.id) return false;
    keepUser(storage, user);
    order.forget();
    kernel.set(shopperChanged(storage, null, user));
    return true;
  }

  /** Follows what the server says of the shopper and their cart. */
  function follow(shopper: ServerShopper, seq: number): void {
    const changed = adopt(shopper.user);
    if (shopper.freeShippingThreshold != null) {
      kernel.set({ freeShippingThreshold: shopper.freeShippingThreshold });
    }
    if (shopper.contents) {
      kernel.set(order.accepted(shopper.contents, changed ? order.next() : seq));
      followCartCoupon(kernel, storage, kernel.get().cart);
    } else if (!shopper.cart) {
      resetCartRecord(storage);
      kernel.set({ storedLines: [] });
    }
  }

  async function ask(): Promise<ActionResult> {
    const seq = order.next();
    if (kernel.get().cartStatus !== 'loaded') kernel.set({ cartStatus: 'loading' });
    try {
      follow(await sessionOnServer.shopper(), seq);
      kernel.set({ ready: true });
      if (order.isCurrent(seq) && kernel.get().cartStatus === 'loading') {
        kernel.set({ cartStatus: 'idle' });
      }
      return success(MESSAGES.success);
    } catch {
      // The server cannot be asked: what this device stores stands in.
      if (!kernel.get().ready) kernel.set({ ready: true, user: readUser(storage) });
      if (order.isCurrent(seq)) {
        kernel.set({ cartStatus: 'error', cartError: MESSAGES.requestFailed });
      }
      return failure(MESSAGES.requestFailed);
    }
  }

  return {
    subscribe: kernel.subscribe,
    getSnapshot: kernel.snapshot,
    getServerSnapshot: kernel.initialSnapshot,
    start() {
      resetUnreadableUser(storage);
      resetUnreadableCartRecord(storage);
      // Tokens a browser kept before its server took the session are forgotten, not sent.
      for (const key of SERVER_KEPT_KEYS) storage.removeItem(key);
      // The customer and cart as this device last heard of them, until the server says.
      kernel.set({
        user: readUser(storage),
        storedLines: readCartRecord(storage),
        couponCode: storage.getItem(STORAGE_KEYS.appliedCoupon),
      });
      void ask();
      const events = options.events === undefined ? (globalThis.window ?? null) : options.events;
      const onStorage = (event: Event) => {
        const key = (event as StorageEvent).key;
        if (key === null || FOLLOWED_KEYS.includes(key)) void ask();
      };
      events?.addEventListener('storage', onStorage);
      return () => events?.removeEventListener('storage', onStorage);
    },
    refreshCart: ask,
    receiveCart(cart) {
      order.receive(cart);
      followCartCoupon(kernel, storage, cart);
    },
    async changeCartThrough(request, { change, busy } = {}) {
      const pending = change ? ({ ...change, id: ++changeId } as PendingChange) : undefined;
      const run = () => order.track(request, pending);
      const answer = await (busy ? whileBusy(kernel, busy, run) : run());
      followCartCoupon(kernel, storage, answer.cart);
      return answer;
    },
    choosePaymentMethod(paymentMethod) {
      kernel.set({ paymentMethod });
    },
    logout() {
      clearShopStorage(storage);
      order.forget();
      kernel.set({ ...visitorState(), ready: true });
    },
    followShopper(user) {
      if (adopt(user)) void ask();
    },
  };
}
