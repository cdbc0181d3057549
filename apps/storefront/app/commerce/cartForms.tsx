import { type AddressInput, type CartLine, failure, MESSAGES, success } from '@peptide/domain';
import type { ActionResult, AddToCartInput, CartFragment } from '@peptide/sdk';
import { useShopStore } from '@peptide/sdk/react';
import { CART_INTENTS } from '@peptide/ui';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFetcher } from 'react-router';
import { ANSWER_FIELD, ANSWER_THE_PAGE } from '../lib/formAnswer';
import { addressFormFields } from '../lib/formText';
import { useFetcherAnswer } from '../lib/useFetcherAnswer';
import { CART_CHOICE_INTENTS } from './cartChoices';

/** Where the cart's forms post, with scripts or without: the /cart route's action. */
export const CART_ACTION = '/cart';

/** What the cart's action answers the page's script. */
export interface CartFormAnswer {
  /** Why the change was refused, or null. */
  error: string | null;
  /** The cart as the server holds it after the change (null when it has none). */
  cart: CartFragment | null;
}

type Fields = Record<string, string>;
type Send = (fields: Fields) => Promise<CartFormAnswer>;

const CartFormsContext = createContext<Send | null>(null);

/** The longest a post waits for the one before it to answer, in ms. */
const POST_TURN_MS = 15_000;

const delay = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** One form posted through a fetcher of its own, whose answer settles its promise. */
interface Submission {
  id: number;
  fields: Fields;
  settle: (answer: CartFormAnswer) => void;
}

/**
 * Posts the cart's forms to the /cart action for every page: each post has a fetcher of its
 * own, mounted here rather than in the button that asked, so an answer is followed even when
 * that button is gone (a removed line, a closed mini cart), and posts never cancel each other.
 * Posts go one after another, each once the one before has answered: the first change of a new
 * shopper answers the session cookie that carries the cart, so a change sent before that answer
 * would reach the backend without it and start a cart of its own (on a slow backend, adds made
 * from page to page were lost so).
 */
export function CartFormsProvider({ children }: { children: ReactNode }) {
  const [submissions, setSubmissions] = useState<readonly Submission[]>([]);
  const lastId = useRef(0);
  const previous = useRef<Promise<unknown>>(Promise.resolve());
  const send = useCallback<Send>((fields) => {
    const post = () =>
      new Promise<CartFormAnswer>((resolve) => {
        const id = ++lastId.current;
        const settle = (answer: CartFormAnswer) => {
          setSubmissions((list) => list.filter((entry) => entry.id !== id));
          resolve(answer);
        };
        // The change shows first (the store's update is urgent); the fetcher that posts it mounts
        // in the render after, so the badge does not wait for the post to start.
        startTransition(() => setSubmissions((list) => [...list, { id, fields, settle }]));
      });
    // A post whose answer never comes (a connection lost) holds the next one back no longer than
    // a slow backend's answer takes.
    const turn = Promise.race([previous.current, delay(POST_TURN_MS)]);
    const posted = turn.then(post);
    previous.current = posted;
    return posted;
  }, []);
  return (
    <CartFormsContext.Provider value={send}>
      {children}
      {submissions.map((submission) => (
        <CartSubmission key={submission.id} {...submission} />
      ))}
    </CartFormsContext.Provider>
  );
}

function CartSubmission({ fields, settle }: Submission) {
  const fetcher = useFetcher<CartFormAnswer>();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    // The page's loaders read nothing a cart change alters: none loads again for it.
    void fetcher.submit(
      { ...fields, [ANSWER_FIELD]: ANSWER_THE_PAGE },
      { method: 'post', action: CART_ACTION, defaultShouldRevalidate: false },
    );
  }, [fetcher, fields]);
  useFetcherAnswer(fetcher, settle);
  return null;
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
   * Chooses the payment method: shown at once (its discount in the totals), taken back when the
   * server refuses it; a backend that takes the method only with the order (stock WooCommerce)
   * is not asked (`onServer` false).
   */
  choosePayment(paymentMethod: string, onServer: boolean): Promise<ActionResult>;
  /** Sets the address the cart's shipping rates are for (the checkout's, or a saved one). */
  shipTo(address: AddressInput): Promise<ActionResult>;
}

/**
 * The cart's changes as the page's script makes them: the same forms, with the same fields, as
 * a browser without scripts posts to the /cart action, sent through fetchers; the store shows
 * each change (and its busy button) until the action answers, then takes the cart the action
 * answered, in the order the changes were made.
 *
 * @returns the changes; each resolves with the success message or the refusal
 */
export function useCartForms(): CartForms {
  const send = useContext(CartFormsContext);
  const store = useShopStore();
  return useMemo(() => {
    const post = (fields: Fields) => {
      if (!send) throw new Error('useCartForms needs a CartFormsProvider above it');
      return () => send(fields);
    };
    const outcome = (answer: CartFormAnswer, done: string) =>
      answer.error === null ? success(done) : failure(answer.error);
    return {
      async add({ productId, quantity = 1, variationId = null, preview }) {
        const fields: Fields = {
          intent: CART_INTENTS.add,
          productId: String(productId),
          quantity: String(quantity),
          ...(variationId === null ? {} : { variationId: String(variationId) }),
        };
        const answer = await store.changeCartThrough(post(fields), {
          change: { kind: 'add', productId, variationId, quantity, preview },
          busy: `add:${productId}`,
        });
        return outcome(answer, MESSAGES.addedToCart);
      },
      async step(line, intent) {
        const fields = { intent, key: line.key, quantity: String(line.quantity) };
        const quantity = line.quantity + (intent === CART_INTENTS.increment ? 1 : -1);
        const answer = await store.changeCartThrough(post(fields), {
          change: { kind: 'quantity', key: line.key, quantity },
          busy: `${intent}:${line.key}`,
        });
        return outcome(answer, MESSAGES.success);
      },
      async remove(line) {
        const fields = { intent: CART_INTENTS.remove, key: line.key };
        const answer = await store.changeCartThrough(post(fields), {
          change: { kind: 'remove', key: line.key },
          busy: `remove:${line.key}`,
        });
        return outcome(answer, MESSAGES.success);
      },
      async applyCoupon(code) {
        const fields = { intent: CART_INTENTS.coupon, code };
        const answer = await store.changeCartThrough(post(fields), { busy: 'coupon' });
        return outcome(answer, MESSAGES.couponApplied);
      },
      async removeCoupon(code) {
        const fields = { intent: CART_INTENTS.removeCoupon, code };
        const answer = await store.changeCartThrough(post(fields), { busy: 'coupon' });
        return outcome(answer, MESSAGES.couponRemoved);
      },
      async chooseShipping(shippingMethod) {
        const fields = { intent: CART_CHOICE_INTENTS.shippingMethod, shippingMethod };
        return outcome(await store.changeCartThrough(post(fields)), MESSAGES.success);
      },
      async choosePayment(paymentMethod, onServer) {
        const previous = store.getSnapshot().paymentMethod;
        store.choosePaymentMethod(paymentMethod);
        if (!onServer) return success(MESSAGES.success);
        const fields = { intent: CART_CHOICE_INTENTS.paymentMethod, paymentMethod };
        const result = outcome(await store.changeCartThrough(post(fields)), MESSAGES.success);
        if (!result.ok && previous) store.choosePaymentMethod(previous);
        return result;
      },
      async shipTo(address) {
        const fields = {
          intent: CART_CHOICE_INTENTS.shippingAddress,
          ...Object.fromEntries(addressFormFields('shipping', address)),
        };
        return outcome(await store.changeCartThrough(post(fields)), MESSAGES.success);
      },
    };
  }, [send, store]);
}
