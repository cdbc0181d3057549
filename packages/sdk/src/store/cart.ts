import { canRemoveCartItem, canUpdateCartItem, failure, MESSAGES, success } from '@peptide/domain';
import type { AnyVariables, CombinedError } from '@urql/core';
import { GetCartDocument, GetFreeShippingAmountDocument } from '../generated/graphql';
import {
  type ActionResult,
  errorMessage,
  IGNORED,
  type IgnorableActionResult,
} from './actionResult';
import { cartAnswerOrder } from './cartAnswerOrder';
import { CART_MUTATIONS, type CartMutation } from './cartAnswers';
import type { StoreContext } from './context';
import type { PendingChange } from './pendingChanges';
import type { AddToCartInput, CartThroughAnswer, CartThroughOptions } from './types';

/** The answer of a cart mutation: its data and error, and whether it carried a cart. */
export interface CartAnswer<Data> {
  data: Data | undefined;
  error: CombinedError | undefined;
  answered: boolean;
}

/**
 * The outcome of a cart change: the server's message when it was refused.
 *
 * @param answer - the mutation's answer
 * @param accepted - the message of an accepted change
 * @returns the action's result
 */
export function cartOutcome(answer: CartAnswer<unknown>, accepted: string): ActionResult {
  if (answer.error || !answer.answered) return failure(errorMessage(answer.error));
  return success(accepted);
}

/** What the other slices do when the cart changes as a whole. */
export interface CartHooks {
  /** The cart was emptied (its coupon went with it). */
  onEmptied(): void;
}

/** The cart slice of the shop store; see {@link createCartSlice}. */
export type CartSlice = ReturnType<typeof createCartSlice>;

/**
 * The cart: optimistic line changes, the order of answers, loading and emptying.
 *
 * @param ctx - the shared store context
 * @param hooks - what other slices do when the cart changes as a whole
 * @returns the cart's actions, and `send` and `forgetAnswers` for the other slices
 * @remarks Requests are numbered as they are sent; an answer is applied only when no later
 *   request's answer has been, so answers arriving out of order never go back in time.
 */
export function createCartSlice(ctx: StoreContext, hooks: CartHooks) {
  const { kernel, storage, placeholderImage } = ctx;
  const order = cartAnswerOrder(kernel, storage, placeholderImage);
  let changeId = 0;

  /**
   * Sends one cart mutation, showing `change` until it is answered; a cart in the answer replaces
   * the confirmed one.
   */
  async function send<Data, Variables extends AnyVariables>(
    mutation: CartMutation<Data, Variables>,
    variables: Variables,
    change?: PendingChange,
  ): Promise<CartAnswer<Data>> {
    const answer = await order.track(async () => {
      const sent = await ctx.mutate(mutation.document, variables);
      return { ...sent, cart: sent.error ? null : mutation.cart(sent.data) };
    }, change);
    return { data: answer.data, error: answer.error, answered: Boolean(answer.cart) };
  }

  const slice = {
    send,
    /** Answers of requests sent so far are no longer applied (the identity changed). */
    forgetAnswers: order.forget,

    addToCart({ productId, quantity = 1, variationId = null, preview }: AddToCartInput) {
      const change: PendingChange = {
        id: ++changeId,
        kind: 'add',
        productId,
        variationId,
        quantity,
        preview,
      };
      return ctx.whileBusy(`add:${productId}`, async () =>
        cartOutcome(
          await send(CART_MUTATIONS.add, { productId, quantity, variationId }, change),
          MESSAGES.addedToCart,
        ),
      );
    },

    async updateQuantity(key: string, quantity: number): Promise<IgnorableActionResult> {
      if (!canUpdateCartItem({ key, quantity })) return IGNORED;
      const current = kernel.snapshot().lines.find((line) => line.key === key)?.quantity ?? 0;
      const action = quantity < current ? 'decrement' : 'increment';
      const change: PendingChange = { id: ++changeId, kind: 'quantity', key, quantity };
      return ctx.whileBusy(`${action}:${key}`, async () =>
        cartOutcome(
          await send(CART_MUTATIONS.quantity, { cartItemKey: key, quantity }, change),
          MESSAGES.success,
        ),
      );
    },

    async removeLine(key: string): Promise<IgnorableActionResult> {
      if (!canRemoveCartItem(key)) return IGNORED;
      const change: PendingChange = { id: ++changeId, kind: 'remove', key };
      return ctx.whileBusy(`remove:${key}`, async () =>
        cartOutcome(
          await send(CART_MUTATIONS.remove, { cartItemKey: key }, change),
          MESSAGES.success,
        ),
      );
    },

    async refreshCart(): Promise<ActionResult> {
      const seq = order.next();
      if (kernel.get().cartStatus !== 'loaded') kernel.set({ cartStatus: 'loading' });
      const answer = await ctx.query(GetCartDocument, {});
      if (answer.error || !answer.data?.cart) {
        if (order.isCurrent(seq))
          kernel.set({ cartStatus: 'error', cartError: errorMessage(answer.error) });
        return failure(errorMessage(answer.error));
      }
      kernel.set(order.accepted(answer.data.cart, seq));
      return success(MESSAGES.success);
    },

    /** Takes a cart that another operation answered with. */
    receiveCart: order.receive,

    /**
     * Shows a cart change that is sent another way (a server's route action): pending and busy
     * until `request` settles, then the cart it answered is taken in the order changes were made.
     */
    changeCartThrough<Answer extends CartThroughAnswer>(
      request: () => Promise<Answer>,
      { change, busy }: CartThroughOptions = {},
    ): Promise<Answer> {
      const pending = change ? ({ ...change, id: ++changeId } as PendingChange) : undefined;
      const run = () => order.track(request, pending);
      return busy ? ctx.whileBusy(busy, run) : run();
    },

    async emptyCart(): Promise<IgnorableActionResult> {
      if (!ctx.hasCommerceSession()) return IGNORED;
      const answer = await send(CART_MUTATIONS.empty, {});
      if (!answer.error) hooks.onEmptied();
      return cartOutcome(answer, MESSAGES.success);
    },

    async loadFreeShippingThreshold(): Promise<void> {
      if (kernel.get().freeShippingThreshold !== null) return;
      const answer = await ctx.query(GetFreeShippingAmountDocument, {});
      const amount = Number(answer.data?.freeShippingAmount ?? Number.NaN);
      if (Number.isFinite(amount)) kernel.set({ freeShippingThreshold: amount });
    },
  };
  return slice;
}
