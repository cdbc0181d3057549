import type { AddressInput } from '@peptide/domain';
import type { CustomerFragment } from '@peptide/sdk';

/** What the account area's server render knows: the customer the session names. */
export interface ServerAccount {
  /** The logged-in customer's id as the login answered it (the account area's key). */
  userId: string;
  /** The customer, or null when the backend did not answer. */
  customer: CustomerFragment | null;
}

/** The account area's answer to a form posted before or without scripts. */
export interface AccountFormAnswer {
  /** Which form posted: the account details, or the billing or shipping address. */
  form: 'details' | 'billing' | 'shipping';
  error: string | null;
  success: string | null;
  /** The address as posted, when the server refused it: the form shows it again. */
  posted?: AddressInput;
}
