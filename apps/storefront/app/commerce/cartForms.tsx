import { type AddressInput, type CartLine, failure, MESSAGES, success } from '@peptide/domain';
import type { ActionResult, AddPreview, CartFragment } from '@peptide/sdk';
import { CART_INTENTS } from '@peptide/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFetcher, useFetchers } from 'react-router';
import { ANSWER_FIELD, ANSWER_THE_PAGE } from '../lib/formAnswer';
import { addressFormFields } from '../lib/formText';
import { CART_CHOICE_INTENTS } from './cartChoices';
import { PREVIEW_FIELD } from './pendingCart';

/** Where the cart's forms post, with scripts or without: the /cart route's action. */
export const CART_ACTION = '/cart';

/** What the cart's action answers the page's script. */
export interface CartFormAnswer {
  /** Why the change was refused, or null. */
  error: string | null;
  /** The cart as the server holds it after the change (null when it has none). */
  cart: CartFragment | null;
}

/** The fields of one cart form, as a form without scripts posts them. */
export type CartFields = Readonly<Record<string, string>>;

/** A cart form posted by the page's script, or waiting for its turn. */
export interface QueuedCartForm {
  /** The key of its fetcher (`cart:1`, `cart:2` ...), in the order the forms were made. */
  key: string;
  fields: CartFields;
}

/** The prefix of the cart forms' fetcher keys. */
const CART_FETCHER_PREFIX = 'cart:';

/** The longest a post waits for the one before it to answer, in ms. */
const POST_TURN_MS = 15_000;

interface Post extends QueuedCartForm {
  settle: (answer: CartFormAnswer) => void;
}

interface CartFormsState {
  send: (fields: CartFields) => Promise<CartFormAnswer>;
  /** The forms made and not yet answered, sent or waiting, in the order they were made. */
  unanswered: readonly QueuedCartForm[];
}

const CartFormsContext = createContext<CartFormsState | null>(null);

/** No unanswered forms: one list, so that a fetcher's change elsewhere leaves the context as it was. */
const NONE: readonly QueuedCartForm[] = [];

/**
 * Posts the cart's forms to the /cart action for every page: each post has a fetcher of its
 * own, mounted here rather than in the button that asked, so an answer is followed even when
 * that button is gone (a removed line, a closed mini cart), and posts never cancel each other.
 * Posts go one after another, each once the one before has answered: the first change of a new
 * shopper answers the session cookie that carries the cart, so a change sent before that answer
 * would reach the backend without it and start a cart of its own, and two steps of one line's
 * quantity would otherwise race.
 *
 * @remarks A form is unanswered from the moment it is made until its fetcher is idle again,
 *   which React Router makes it only once the shopper's fetcher has loaded the cart the change
 *   left (see `ShopperProvider`): the cart shown never counts a change twice or drops it
 *   between the answer and the shopper's.
 */
export function CartFormsProvider({ children }: { children: ReactNode }) {
  const [posts, setPosts] = useState<readonly Post[]>([]);
  const lastId = useRef(0);
  const fetchers = useFetchers();
  const send = useCallback(
    (fields: CartFields) =>
      new Promise<CartFormAnswer>((resolve) => {
        const key = `${CART_FETCHER_PREFIX}${++lastId.current}`;
        const settle = (answer: CartFormAnswer) => {
          setPosts((list) => list.filter((entry) => entry.key !== key));
          resolve(answer);
        };
        setPosts((list) => [...list, { key, fields, settle }]);
      }),
    [],
  );
  // A form whose fetcher has answered is the shopper's cart by now; any other is pending.
  const unanswered = useMemo(
    () =>
      posts.length === 0
        ? NONE
        : posts.filter(
            (post) =>
              !fetchers.some(
                (fetcher) =>
                  fetcher.key === post.key &&
                  fetcher.state === 'idle' &&
                  fetcher.data !== undefined,
              ),
          ),
    [posts, fetchers],
  );
  const value = useMemo(() => ({ send, unanswered }), [send, unanswered]);
  return (
    <CartFormsContext.Provider value={value}>
      {children}
      {posts.map((post, index) => (
        <CartPost key={post.key} post={post} turn={index === 0} />
      ))}
    </CartFormsContext.Provider>
  );
}

/** One cart form's fetcher: it posts once its turn comes and settles with the answer. */
function CartPost({ post, turn }: { post: Post; turn: boolean }) {
  const fetcher = useFetcher<CartFormAnswer>({ key: post.key });
  const sent = useRef(false);
  const { submit, state, data } = fetcher;
  useEffect(() => {
    if (!turn || sent.current) return;
    sent.current = true;
    // The page's loaders read nothing a cart change alters: only the shopper's loads again.
    void submit(
      { ...post.fields, [ANSWER_FIELD]: ANSWER_THE_PAGE },
      { method: 'post', action: CART_ACTION, defaultShouldRevalidate: false },
    );
  }, [turn, submit, post.fields]);
  // A post whose answer never comes (a connection lost) holds the next one back no longer than a
  // slow backend's answer takes.
  useEffect(() => {
    if (!turn) return;
    const timer = setTimeout(
      () => post.settle({ error: MESSAGES.requestFailed, cart: null }),
      POST_TURN_MS,
    );
    return () => clearTimeout(timer);
  }, [turn, post]);
  useEffect(() => {
    if (sent.current && state === 'idle' && data !== undefined) post.settle(data);
  }, [state, data, post]);
  return null;
}

/**
 * The cart forms made and not yet answered, in the order they were made: those in flight (their
 * fetchers, as `useFetchers()` has them) and those waiting for their turn.
 *
 * @returns the forms' fetcher keys and fields; none outside a {@link CartFormsProvider}
 */
export function useUnansweredCartForms(): readonly QueuedCartForm[] {
  return useContext(CartFormsContext)?.unanswered ?? NONE;
}

/** What Add to cart posts besides the product. */
export interface AddToCartInput {
  productId: number;
  /** Units to add, 1 by default (lists always add 1). */
  quantity?: number;
  variationId?: number | null;
  /** The product as shown, so its line is drawn before the server answers. */
  preview?: AddPreview;
}

/** The cart's changes, each posted to the /cart action; see {@link useCartForms}. */
export interface CartForms {
  /** Add to cart: the line shows at once, its button busy; `addedToCart` or the refusal. */
  add(input: AddToCartInput): Promise<ActionResult>;
  /** A line's plus or minus: the new quantity shows at once; the refusal, if any. */
  step(line: CartLine, intent: 'increment' | 'decrement'): Promise<ActionResult>;
  /** Removes a line: it goes at once; the refusal, if any. */
  remove(line: CartLine): Promise<ActionResult>;
  /** Applies a coupon code: `couponApplied` or why not. */
  applyCoupon(code: string): Promise<ActionResult>;
  /** Removes the applied coupon: `couponRemoved` or why not. */
  removeCoupon(code: string): Promise<ActionResult>;
  /** Chooses the shipping rate (the checkout's radio). */
  chooseShipping(rateId: string): Promise<ActionResult>;
  /**
   * Chooses the payment method; a backend that takes the method only with the order (stock
   * WooCommerce) is not asked (`onServer` false).
   */
  choosePayment(paymentMethod: string, onServer: boolean): Promise<ActionResult>;
  /** Sets the address the cart's shipping rates are for (the checkout's, or a saved one). */
  shipTo(address: AddressInput): Promise<ActionResult>;
}

/**
 * The cart's changes as the page's script makes them: the same forms, with the same fields, as
 * a browser without scripts posts to the /cart action, sent through fetchers. Until its fetcher
 * has answered, each shows in the cart (`useCartView`), its button busy.
 *
 * @returns the changes; each resolves with the success message or the refusal
 */
export function useCartForms(): CartForms {
  const send = useContext(CartFormsContext)?.send;
  return useMemo(() => {
    const post = async (fields: CartFields, done: string): Promise<ActionResult> => {
      if (!send) throw new Error('useCartForms needs a CartFormsProvider above it');
      const answer = await send(fields);
      return answer.error === null ? success(done) : failure(answer.error);
    };
    return {
      add: ({ productId, quantity = 1, variationId = null, preview }) =>
        post(
          {
            intent: CART_INTENTS.add,
            productId: String(productId),
            quantity: String(quantity),
            ...(variationId === null ? {} : { variationId: String(variationId) }),
            ...(preview ? { [PREVIEW_FIELD]: JSON.stringify(preview) } : {}),
          },
          MESSAGES.addedToCart,
        ),
      step: (line, intent) =>
        post({ intent, key: line.key, quantity: String(line.quantity) }, MESSAGES.success),
      remove: (line) => post({ intent: CART_INTENTS.remove, key: line.key }, MESSAGES.success),
      applyCoupon: (code) => post({ intent: CART_INTENTS.coupon, code }, MESSAGES.couponApplied),
      removeCoupon: (code) =>
        post({ intent: CART_INTENTS.removeCoupon, code }, MESSAGES.couponRemoved),
      chooseShipping: (shippingMethod) =>
        post({ intent: CART_CHOICE_INTENTS.shippingMethod, shippingMethod }, MESSAGES.success),
      choosePayment: async (paymentMethod, onServer) =>
        onServer
          ? post({ intent: CART_CHOICE_INTENTS.paymentMethod, paymentMethod }, MESSAGES.success)
          : success(MESSAGES.success),
      shipTo: (address) =>
        post(
          {
            intent: CART_CHOICE_INTENTS.shippingAddress,
            ...Object.fromEntries(addressFormFields('shipping', address)),
          },
          MESSAGES.success,
        ),
    };
  }, [send]);
}
