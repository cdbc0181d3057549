import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { AnyVariables } from '@urql/core';
import {
  AddToCartDocument,
  ApplyCouponToCartDocument,
  type CartFragment,
  EmptyCartDocument,
  RemoveCouponFromCartDocument,
  RemoveFromCartDocument,
  SetPaymentMethodDocument,
  UpdateCartItemDocument,
  UpdateShippingMethodDocument,
} from '../generated/graphql';

/** A mutation whose answer carries the cart, and where in the answer the cart is. */
export interface CartMutation<Data, Variables extends AnyVariables> {
  document: TypedDocumentNode<Data, Variables>;
  cart(data: Data | undefined): CartFragment | null | undefined;
}

const answeredBy = <Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  cart: (data: Data | undefined) => CartFragment | null | undefined,
): CartMutation<Data, Variables> => ({ document, cart });

/**
 * Every mutation that answers with the cart, by the job it does: the one place that knows which
 * field of each answer holds the cart.
 */
export const CART_MUTATIONS = {
  add: answeredBy(AddToCartDocument, (data) => data?.addToCart?.cart),
  quantity: answeredBy(UpdateCartItemDocument, (data) => data?.updateItemQuantities?.cart),
  remove: answeredBy(RemoveFromCartDocument, (data) => data?.removeItemsFromCart?.cart),
  empty: answeredBy(EmptyCartDocument, (data) => data?.removeItemsFromCart?.cart),
  applyCoupon: answeredBy(ApplyCouponToCartDocument, (data) => data?.applyCoupon?.cart),
  removeCoupon: answeredBy(RemoveCouponFromCartDocument, (data) => data?.removeCoupons?.cart),
  paymentMethod: answeredBy(SetPaymentMethodDocument, (data) => data?.setPaymentMethod?.cart),
  shippingMethod: answeredBy(
    UpdateShippingMethodDocument,
    (data) => data?.updateShippingMethod?.cart,
  ),
};
