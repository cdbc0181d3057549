import { isValidCouponCode, LIMITS, MESSAGES, normalizeCouponCode } from '@peptide/domain';
import {
  CART_MUTATIONS,
  type CartFragment,
  type CartMutation,
  type CountriesEnum,
  type SessionClient,
  shopperMessage,
  UpdateCartShippingAddressDocument,
} from '@peptide/sdk';
import { CART_INTENTS, type CartIntent } from '@peptide/ui';
import { formAddress, formText } from '../lib/formText';
import { CART_CHOICE_INTENTS, type CartChoiceIntent } from './cartChoices';
import { addedQuantity, holdInsuranceAtOne } from './insuranceLine.server';

/** What a cart change gave: why it was refused (null when it was not), and the cart it answered. */
export interface CartChangeOutcome {
  error: string | null;
  /** The cart as the mutation answered it (absent when nothing was sent or nothing came back). */
  cart?: CartFragment | null;
}

type Client = SessionClient['client'];

/** A whole number in a form field within the bounds, or null. */
function wholeNumber(form: FormData, name: string, min: number, max: number): number | null {
  const raw = form.get(name);
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : null;
}

/**
 * Sends one cart mutation: its refusal in the shopper's words, or the cart it answered (with the
 * answer's data, when the backend gave one without errors).
 */
async function mutate<Data, Variables extends Record<string, unknown>>(
  client: Client,
  mutation: CartMutation<Data, Variables>,
  variables: Variables,
): Promise<CartChangeOutcome & { data?: Data }> {
  const answer = await client.mutation(mutation.document, variables).toPromise();
  if (answer.error) return { error: shopperMessage(answer.error) ?? MESSAGES.requestFailed };
  const cart = mutation.cart(answer.data);
  return { error: cart ? null : MESSAGES.requestFailed, cart, data: answer.data };
}

/** Add to cart as a product form posts it: `productId`, `quantity`, optional `variationId`. */
async function addPosted(client: Client, form: FormData): Promise<CartChangeOutcome> {
  const productId = wholeNumber(form, 'productId', 1, Number.MAX_SAFE_INTEGER);
  const quantity = wholeNumber(form, 'quantity', LIMITS.minQuantity, LIMITS.maxQuantity);
  const variationField = form.get('variationId');
  const variationId = variationField
    ? wholeNumber(form, 'variationId', 1, Number.MAX_SAFE_INTEGER)
    : null;
  if (productId === null) return { error: MESSAGES.requestFailed };
  if (quantity === null) return { error: MESSAGES.quantityOutOfRange };
  if (variationField !== null && variationId === null) return { error: MESSAGES.selectVariation };
  const added = { productId, quantity: addedQuantity(productId, quantity), variationId };
  return holdInsuranceAtOne(client, await mutate(client, CART_MUTATIONS.add, added));
}

/** A line's plus or minus: the posted `quantity` is the line's as the shopper saw it. */
async function stepPosted(
  client: Client,
  form: FormData,
  step: 1 | -1,
): Promise<CartChangeOutcome> {
  const key = formText(form, 'key');
  const next = Number(formText(form, 'quantity')) + step;
  if (!key) return { error: MESSAGES.requestFailed };
  if (!Number.isInteger(next) || next < LIMITS.minQuantity || next > LIMITS.maxQuantity) {
    return { error: MESSAGES.quantityOutOfRange };
  }
  const stepped = { cartItemKey: key, quantity: next };
  return holdInsuranceAtOne(client, await mutate(client, CART_MUTATIONS.quantity, stepped));
}

/** The coupon box's Apply: `Invalid coupon code` for a malformed or refused code. */
async function applyPosted(client: Client, code: string): Promise<CartChangeOutcome> {
  if (!isValidCouponCode(code)) return { error: MESSAGES.invalidCoupon };
  const sent = await mutate(client, CART_MUTATIONS.applyCoupon, {
    couponCode: normalizeCouponCode(code),
  });
  if (sent.data && !sent.data.applyCoupon?.applied) return { error: MESSAGES.invalidCoupon };
  return sent;
}

/** The applied coupon's Remove: `Coupon not found in cart` when the cart still holds it. */
async function removeCouponPosted(client: Client, code: string): Promise<CartChangeOutcome> {
  const couponCode = normalizeCouponCode(code);
  const sent = await mutate(client, CART_MUTATIONS.removeCoupon, { couponCode });
  const held = sent.cart?.appliedCoupons?.some(
    (coupon) => coupon?.code.toLowerCase() === couponCode.toLowerCase(),
  );
  return held ? { error: MESSAGES.couponNotFound, cart: sent.cart } : sent;
}

/** The address the cart's rates are for, as the checkout's fields post it (`shipping.*`). */
async function shippingAddressPosted(client: Client, form: FormData): Promise<CartChangeOutcome> {
  const { email: _email, phone: _phone, ...address } = formAddress(form, 'shipping');
  if (!address.country) return { error: MESSAGES.requestFailed };
  const answer = await client
    .mutation(UpdateCartShippingAddressDocument, {
      shipping: { ...address, country: address.country as CountriesEnum },
    })
    .toPromise();
  return { error: answer.error ? (shopperMessage(answer.error) ?? MESSAGES.requestFailed) : null };
}

/**
 * Runs one change the shop's cart forms post, as the session's shopper: Add to cart
 * (`intent=add`), a line's plus, minus and remove (`key`, `quantity`), the coupon box's Apply
 * (`code`) and the applied coupon's Remove (`code`); and, from the checkout's script, its
 * choices as the shopper makes them (see {@link CART_CHOICE_INTENTS}).
 *
 * @param client - the session's commerce client
 * @param form - the posted form
 * @returns the refusal in the shopper's words, or null; and the cart the mutation answered, if
 *   it answers one
 */
export async function runCartChange(client: Client, form: FormData): Promise<CartChangeOutcome> {
  const intent = formText(form, 'intent') as CartIntent | CartChoiceIntent;
  switch (intent) {
    case CART_INTENTS.add:
      return addPosted(client, form);
    case CART_INTENTS.increment:
      return stepPosted(client, form, 1);
    case CART_INTENTS.decrement:
      return stepPosted(client, form, -1);
    case CART_INTENTS.remove: {
      const key = formText(form, 'key');
      if (!key) return { error: MESSAGES.requestFailed };
      return mutate(client, CART_MUTATIONS.remove, { cartItemKey: key });
    }
    case CART_INTENTS.coupon:
      return applyPosted(client, formText(form, 'code'));
    case CART_INTENTS.removeCoupon:
      return removeCouponPosted(client, formText(form, 'code'));
    case CART_CHOICE_INTENTS.shippingMethod:
      return mutate(client, CART_MUTATIONS.shippingMethod, {
        shippingMethod: formText(form, 'shippingMethod'),
      });
    case CART_CHOICE_INTENTS.paymentMethod:
      return mutate(client, CART_MUTATIONS.paymentMethod, {
        paymentMethod: formText(form, 'paymentMethod'),
      });
    case CART_CHOICE_INTENTS.shippingAddress:
      return shippingAddressPosted(client, form);
    default:
      return { error: MESSAGES.requestFailed };
  }
}
