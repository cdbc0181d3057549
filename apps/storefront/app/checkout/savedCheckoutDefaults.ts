import { ADDRESS_FIELDS, type AddressInput, isAddressEmpty } from '@peptide/domain';
import type { CustomerFragment } from '@peptide/sdk';
import type { CheckoutFormDefaults } from '@peptide/ui';

/** The fields that place a parcel: the shipping address differs when one of them does. */
const PLACE_FIELDS = ADDRESS_FIELDS.filter((field) => field !== 'phone' && field !== 'email');

/** An address's values, without what GraphQL adds (`__typename`) and with null as empty. */
function addressOf(address: CustomerFragment['billing']): AddressInput {
  const values: AddressInput = {};
  for (const field of ADDRESS_FIELDS) values[field] = address?.[field] ?? '';
  return values;
}

/**
 * The checkout's starting values for a logged-in customer, from the addresses they saved: the
 * billing address (their account's e-mail where it has none), and, when the saved shipping
 * address is another place, that address with "Ship to a different address?" ticked.
 *
 * @param customer - the session's customer, as the checkout's loader read it
 * @returns the form's defaults, rendered with the page
 */
export function savedCheckoutDefaults(customer: CustomerFragment): CheckoutFormDefaults {
  const billing = addressOf(customer.billing);
  if (!billing.email?.trim()) billing.email = customer.email ?? '';
  const shipping = addressOf(customer.shipping);
  const shipsElsewhere =
    !isAddressEmpty(customer.shipping) &&
    PLACE_FIELDS.some((field) => (shipping[field] ?? '').trim() !== (billing[field] ?? '').trim());
  return { billing, shipping, shipToDifferentAddress: shipsElsewhere };
}
