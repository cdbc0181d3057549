import { readCartRecord } from '../storage/cartRecord';
import { STORAGE_KEYS } from '../storage/keys';
import type { ShopStorage } from '../storage/storage';
import { createStore } from './createStore';
import type { PendingChange } from './pendingChanges';
import { snapshotOf } from './selectors';
import type {
  AddToCartInput,
  BusyKey,
  CartThroughAnswer,
  CartThroughOptions,
  ServerShopper,
  ShopStore,
  ShopStoreOptions,
} from './types';
import { visitorState } from './visitorState';

/** Makes a working shop store: `createShopStore`, once its code has arrived. */
export type ShopStoreFactory = (options: ShopStoreOptions) => ShopStore;

/** Where a lazy shop store gets the code of the working one. */
export interface ShopStoreCode {
  /** The factory when its code has already been evaluated, else null. */
  current(): ShopStoreFactory | null;
  /** Settles with the factory when its code arrives, whoever fetched it. */
  arrived: Promise<ShopStoreFactory>;
  /** Fetches the code now (once; later calls do nothing more). */
  load(): void;
}

/** The keys whose change in another tab means a known shopper, so the store must wake. */
const SHOPPER_KEYS: readonly string[] = [
  STORAGE_KEYS.session,
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.user,
  STORAGE_KEYS.cart,
  STORAGE_KEYS.appliedCoupon,
];

/**
 * Whether storage holds anything of a shopper the server knows (or a cart kept for one): a key
 * is enough, read or not (the working store forgets what it cannot read).
 */
function storesShopper(storage: ShopStorage): boolean {
  return SHOPPER_KEYS.some((key) =>
    key === STORAGE_KEYS.cart ? readCartRecord(storage).length > 0 : storage.getItem(key) !== null,
  );
}

/**
 * A shop store whose working code (the GraphQL client, the cart, checkout and account logic)
 * arrives only when it is needed, so a first visit downloads and runs none of it before the page
 * is interactive.
 *
 * @param options - the options of the working store
 * @param code - where the working store's code comes from
 * @returns the working store at once when its code is already here; otherwise a store that shows
 *   the visitor state and wakes (makes the working store and hands everything to it) when the
 *   code arrives, which it fetches at the first action, when storage knows the shopper at start,
 *   when the server's session (`sessionOnServer`, asked once at start, its answer handed to the
 *   working store) names a customer or a cart, or when another tab changes the shopper's keys
 * @remarks An action taken while the code loads is not lost: it runs on the working store as soon
 *   as that exists. The hydrating render reads the same visitor snapshot either way.
 */
export function createLazyShopStore(options: ShopStoreOptions, code: ShopStoreCode): ShopStore {
  const factory = code.current();
  if (factory) return factory(options);

  const dormant = createStore(
    visitorState(),
    snapshotOf(options.placeholderImage ?? '/placeholder.svg'),
  );
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  dormant.subscribe(notify);
  let working: ShopStore | null = null;
  let started = false;
  let stopWorking: (() => void) | null = null;

  // What the dormant store asked the server, handed to the working store so it is not asked twice.
  let serverAnswer: Promise<ServerShopper> | null = null;
  const workingOptions = (): ShopStoreOptions => {
    const onServer = options.sessionOnServer;
    if (!onServer || !serverAnswer) return options;
    let kept: Promise<ServerShopper> | null = serverAnswer;
    const shopper = () => {
      const answer = kept ?? onServer.shopper();
      kept = null;
      return answer;
    };
    return { ...options, sessionOnServer: { shopper } };
  };

  const wake = (make: ShopStoreFactory): ShopStore => {
    if (working) return working;
    const store = make(workingOptions());
    if (started) stopWorking = store.start();
    store.subscribe(notify);
    working = store;
    notify();
    return store;
  };
  void code.arrived.then(wake);

  const awake = (): Promise<ShopStore> => {
    if (working) return Promise.resolve(working);
    code.load();
    return code.arrived.then(wake);
  };
  const whenAwake = (run: (store: ShopStore) => void) => {
    if (working) run(working);
    else void awake().then(run);
  };

  let asleepChanges = 0;
  /**
   * Shows a cart change at once, as the working store shows its own (the change pending, its
   * button busy), while `run` sends it and the working code arrives; the working store then
   * takes what `run` answered.
   */
  const whileAsleep = async <T>(options: CartThroughOptions, run: () => Promise<T>): Promise<T> => {
    const { change, busy: busyKey } = options;
    const shown = change ? ({ ...change, id: --asleepChanges } as PendingChange) : null;
    const { pending, busy } = dormant.get();
    dormant.set({
      pending: shown ? [...pending, shown] : pending,
      busy: busyKey ? { ...busy, [busyKey]: true } : busy,
    });
    try {
      return await run();
    } finally {
      const stillBusy: Partial<Record<BusyKey, true>> = { ...dormant.get().busy };
      if (busyKey) delete stillBusy[busyKey];
      dormant.set({
        pending: dormant.get().pending.filter((entry) => entry !== shown),
        busy: stillBusy,
      });
    }
  };
  const addWhileAsleep = (input: AddToCartInput) => {
    const { productId, quantity = 1, variationId = null, preview } = input;
    const change = { kind: 'add', productId, variationId, quantity, preview } as const;
    return whileAsleep({ change, busy: `add:${productId}` }, () =>
      awake().then((store) => store.addToCart(input)),
    );
  };
  const changeCartWhileAsleep = <Answer extends CartThroughAnswer>(
    request: () => Promise<Answer>,
    options: CartThroughOptions = {},
  ) =>
    whileAsleep(options, async () => {
      // The working code comes while the change is sent: it takes the answer.
      code.load();
      const answer = await request();
      (await awake()).receiveCart(answer.cart);
      return answer;
    });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => (working ? working.getSnapshot() : dormant.snapshot()),
    getServerSnapshot: dormant.initialSnapshot,
    // A dormant store has no client: what queries waits (renders nothing) until it wakes, and
    // every page that queries brings the working store's code, so it wakes before rendering.
    getClient: () => working?.getClient() ?? null,
    start() {
      started = true;
      if (working) stopWorking = working.start();
      else if (storesShopper(options.storage)) void awake();
      else if (options.sessionOnServer) {
        // Only a shopper the server knows (a cart, a login) needs the working code now.
        serverAnswer ??= options.sessionOnServer.shopper();
        serverAnswer.then(
          (shopper) => {
            if (shopper.user !== null || shopper.cart) void awake();
            else dormant.set({ ready: true });
          },
          () => void awake(),
        );
      } else dormant.set({ ready: true });
      const events = options.events === undefined ? (globalThis.window ?? null) : options.events;
      const onStorage = (event: Event) => {
        const key = (event as StorageEvent).key;
        if (key === null || SHOPPER_KEYS.includes(key)) void awake();
      };
      events?.addEventListener('storage', onStorage);
      return () => {
        started = false;
        events?.removeEventListener('storage', onStorage);
        stopWorking?.();
        stopWorking = null;
      };
    },
    addToCart: (input) => (working ? working.addToCart(input) : addWhileAsleep(input)),
    updateQuantity: (key, quantity) => awake().then((store) => store.updateQuantity(key, quantity)),
    removeLine: (key) => awake().then((store) => store.removeLine(key)),
    refreshCart: () => awake().then((store) => store.refreshCart()),
    applyCoupon: (couponCode) => awake().then((store) => store.applyCoupon(couponCode)),
    removeCoupon: () => awake().then((store) => store.removeCoupon()),
    setPaymentMethod: (method, options) =>
      awake().then((store) => store.setPaymentMethod(method, options)),
    setShippingAddress: (address) => awake().then((store) => store.setShippingAddress(address)),
    setShippingMethod: (id) => awake().then((store) => store.setShippingMethod(id)),
    emptyCart: () => awake().then((store) => store.emptyCart()),
    loadFreeShippingThreshold: () => awake().then((store) => store.loadFreeShippingThreshold()),
    receiveCart: (cart) => whenAwake((store) => store.receiveCart(cart)),
    changeCartThrough: (request, options) =>
      working
        ? working.changeCartThrough(request, options)
        : changeCartWhileAsleep(request, options),
    checkout: (input) => awake().then((store) => store.checkout(input)),
    startPayment: (input) => awake().then((store) => store.startPayment(input)),
    login: (username, password) => awake().then((store) => store.login(username, password)),
    register: (email) => awake().then((store) => store.register(email)),
    updateAccount: (input) => awake().then((store) => store.updateAccount(input)),
    updateAddress: (kind, address) => awake().then((store) => store.updateAddress(kind, address)),
    storeToken: (token) => whenAwake((store) => store.storeToken(token)),
    renewToken: (token) => whenAwake((store) => store.renewToken(token)),
    logout: () => whenAwake((store) => store.logout()),
    followShopper: (user) => whenAwake((store) => store.followShopper(user)),
    requestPasswordReset: (email, kind) =>
      awake().then((store) => store.requestPasswordReset(email, kind)),
    resetPassword: (input) => awake().then((store) => store.resetPassword(input)),
    requestStockNotification: (input) =>
      awake().then((store) => store.requestStockNotification(input)),
    cancelStockNotification: (id) => awake().then((store) => store.cancelStockNotification(id)),
    confirmStockNotificationLink: (token) =>
      awake().then((store) => store.confirmStockNotificationLink(token)),
    cancelStockNotificationLink: (token) =>
      awake().then((store) => store.cancelStockNotificationLink(token)),
  };
}
