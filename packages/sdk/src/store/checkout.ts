import { failure, MESSAGES, success } from '@peptide/domain';
import {
  type CheckoutInput,
  type CustomerAddressInput,
  UpdateCartShippingAddressDocument,
} from '../generated/graphql';
import {
  placeCheckout,
  type StartPaymentInput,
  type StartPaymentResult,
  startPayment,
} from '../payment';
import { type ActionResult, errorMessage } from './actionResult';
import { type CartSlice, cartOutcome } from './cart';
import { CART_MUTATIONS } from './cartAnswers';
import type { StoreContext } from './context';
import type { CheckoutResult } from './types';

/**
 * The checkout's choices (payment and shipping), the order and its payment.
 *
 * @param ctx - the shared store context
 * @param cart - the cart slice, which sends the choices whose answers carry the cart
 * @returns the checkout's actions
 */
export function createCheckoutSlice(
  ctx: StoreContext,
  cart: Pick<CartSlice, 'send' | 'refreshCart'>,
) {
  const { kernel } = ctx;
  return {
    /** Shows a payment method as chosen on this device, sending nothing. */
    choosePaymentMethod(paymentMethod: string): void {
      kernel.set({ paymentMethod });
    },

    /**
     * Chooses the payment method: shown at once, taken back when the server refuses it. A
     * backend without the shop's `setPaymentMethod` (stock WooCommerce takes the method with the
     * checkout) keeps the choice in the browser: `{ onServer: false }`.
     */
    async setPaymentMethod(
      paymentMethod: string,
      { onServer = true }: { onServer?: boolean } = {},
    ): Promise<ActionResult> {
      const previous = kernel.get().paymentMethod;
      kernel.set({ paymentMethod });
      if (!onServer) return success(MESSAGES.success);
      const outcome = cartOutcome(
        await cart.send(CART_MUTATIONS.paymentMethod, { paymentMethod }),
        MESSAGES.success,
      );
      if (!outcome.ok) kernel.set({ paymentMethod: previous });
      return outcome;
    },

    async setShippingAddress(shipping: CustomerAddressInput): Promise<ActionResult> {
      const answer = await ctx.mutate(UpdateCartShippingAddressDocument, { shipping });
      if (answer.error) return failure(errorMessage(answer.error));
      return cart.refreshCart();
    },

    async setShippingMethod(shippingMethod: string): Promise<ActionResult> {
      return cartOutcome(
        await cart.send(CART_MUTATIONS.shippingMethod, { shippingMethod }),
        MESSAGES.success,
      );
    },

    checkout: (input: CheckoutInput): Promise<CheckoutResult> => placeCheckout(ctx.client, input),

    startPayment: (input: StartPaymentInput): Promise<StartPaymentResult> =>
      startPayment(ctx.client, input),
  };
}
