import type { AddressInput } from '@peptide/domain';
import type { CheckoutInput, CountriesEnum } from '@peptide/sdk';
import type { OrderRequest } from './placeOrder';

/** The address as the checkout mutation takes it. */
function addressInput(address: AddressInput) {
  return {
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    company: address.company ?? '',
    address1: address.address1 ?? '',
    city: address.city ?? '',
    postcode: address.postcode ?? '',
    country: (address.country ?? undefined) as CountriesEnum | undefined,
    email: address.email ?? undefined,
    phone: address.phone ?? undefined,
  };
}

/**
 * Where the order ships, as the cart's shipping address takes it, once the form names a country:
 * the rates the backend offers depend on it (WooCommerce's shipping zones).
 *
 * @param values - the form as typed so far
 * @returns the shipping address (the billing one without a different address), or null
 */
export function shippingDestination(
  values: Pick<OrderRequest, 'billing' | 'shipping' | 'shipToDifferentAddress'>,
) {
  const {
    email: _email,
    phone: _phone,
    ...address
  } = addressInput(values.shipToDifferentAddress ? values.shipping : values.billing);
  return address.country ? address : null;
}

/**
 * The checkout mutation's input for a validated form.
 *
 * @param request - the form's order request
 * @param industry - the chosen industry, kept as order meta data when given
 * @param shippingMethod - the shipping method in effect, or null
 * @param withAccount - the checkout creates the billing e-mail's account, which the order goes to
 * @param accountPassword - that account's password, where the backend asked for one (empty: it
 *   e-mails a link to set it)
 * @returns the input; without a different shipping address the order ships to the billing one
 * @remarks The account is asked for with neither username nor password: WooCommerce then makes
 *   the username from the e-mail and, with its "send a link to set the password" setting, mails
 *   that link (the register form's promise). A backend with that setting off refuses it in its
 *   own words ("Please enter an account password."), which the order's failure shows.
 */
export function checkoutInput(
  request: OrderRequest,
  industry: string,
  shippingMethod: string | null,
  withAccount = false,
  accountPassword = '',
): CheckoutInput {
  const billing = addressInput(request.billing);
  const { email: _email, phone: _phone, ...billingAsShipping } = billing;
  return {
    billing,
    shipping: request.shipToDifferentAddress ? addressInput(request.shipping) : billingAsShipping,
    shipToDifferentAddress: request.shipToDifferentAddress,
    paymentMethod: request.paymentMethod,
    customerNote: request.orderNotes || undefined,
    shippingMethod: shippingMethod ? [shippingMethod] : undefined,
    metaData: industry ? [{ key: 'industry', value: industry }] : undefined,
    account: withAccount ? { username: '', password: accountPassword } : undefined,
  };
}
