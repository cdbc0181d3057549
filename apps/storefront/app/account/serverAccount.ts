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
  error: string | null;
  success: string | null;
}
