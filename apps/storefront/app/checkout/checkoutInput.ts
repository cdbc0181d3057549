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
 * The checkout mutation's input for a validated form.
 *
 * @param request - the form's order request
 * @param industry - the chosen industry, kept as order meta data when given
 * @param shippingMethod - the shipping method in effect, or null
 * @returns the input; without a different shipping address the order ships to the billing one
 */
export function checkoutInput(
  request: OrderRequest,
  industry: string,
  shippingMethod: string | null,
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
  };
}
