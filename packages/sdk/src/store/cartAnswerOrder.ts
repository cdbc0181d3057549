import { cartLinesFromCart } from '../cartLines';
import type { CartFragment } from '../generated/graphql';
import { writeCartRecord } from '../storage/cartRecord';
import type { ShopStorage } from '../storage/storage';
import type { Kernel } from './createStore';
import type { PendingChange } from './pendingChanges';
import type { ShopSnapshot, ShopState } from './types';

/** What an answered cart change carries: the cart as the server then holds it, if known. */
export interface AnsweredCart {
  cart: CartFragment | null | undefined;
}

/** The order of cart answers; see {@link cartAnswerOrder}. */
export type CartAnswerOrder = ReturnType<typeof cartAnswerOrder>;

/**
 * Takes cart answers in the order their requests were made: requests are numbered as they are
 * sent, and an answer is applied only when no later request's answer has been, so answers
 * arriving out of order never go back in time. Each applied cart is kept as this device's cart
 * record.
 *
 * @param kernel - the store's kernel
 * @param storage - the shop's storage
 * @param placeholderImage - the image of a line whose product has none
 * @returns `track` (a request shown pending until answered), `receive`, `next` and `forget`
 */
export function cartAnswerOrder(
  kernel: Kernel<ShopState, ShopSnapshot>,
  storage: ShopStorage,
  placeholderImage: string,
) {
  let sentSeq = 0;
  let appliedSeq = 0;

  /** The state change that applies a cart answer, unless a later request's was applied already. */
  function accepted(cart: CartFragment | null | undefined, seq: number): Partial<ShopState> {
    if (!cart || seq < appliedSeq) return {};
    appliedSeq = seq;
    writeCartRecord(storage, cartLinesFromCart(cart, placeholderImage));
    return { cart, cartStatus: 'loaded', cartError: null };
  }

  return {
    accepted,
    /** Numbers a request about to be sent. */
    next: (): number => ++sentSeq,
    /** Whether no later request's answer has been applied than the one numbered `seq`. */
    isCurrent: (seq: number): boolean => seq >= appliedSeq,
    /** Answers of requests sent so far are no longer applied (the identity changed). */
    forget(): void {
      appliedSeq = sentSeq;
    },
    /** Takes a cart that another operation answered with. */
    receive(cart: CartFragment | null | undefined): void {
      kernel.set(accepted(cart, ++sentSeq));
    },
    /**
     * Shows `change` until `request` settles; the cart it answered then replaces the confirmed
     * one, unless a later request's answer was applied already.
     */
    async track<Answer extends AnsweredCart>(
      request: () => Promise<Answer>,
      change?: PendingChange,
    ): Promise<Answer> {
      const seq = ++sentSeq;
      if (change) kernel.set({ pending: [...kernel.get().pending, change] });
      // The answer and the end of the pending change land in one snapshot, so the change never
      // shows twice (once in the answer, once pending).
      const settled = () =>
        change ? { pending: kernel.get().pending.filter((entry) => entry !== change) } : {};
      let answer: Answer;
      try {
        answer = await request();
      } catch (error) {
        kernel.set(settled());
        throw error;
      }
      kernel.set({ ...settled(), ...accepted(answer.cart, seq) });
      return answer;
    },
  };
}
