import type { AddressInput } from '@peptide/domain';
import type { CheckoutFormValues } from '@peptide/ui';

/** The session-storage key of the checkout form's draft. */
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

/** What is kept of the form across a reload: everything but the terms tick. */
export type CheckoutDraft = Omit<CheckoutFormValues, 'termsAccepted' | 'accountPassword'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The string fields of a stored address; anything else is dropped. */
function address(value: unknown): AddressInput {
  if (!isRecord(value)) return {};
  const kept: Record<string, string> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string') kept[key] = field.slice(0, 200);
  }
  return kept;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 2000) : '');

/**
 * Reads the draft from session storage.
 *
 * @param storage - the tab's session storage, or null where there is none
 * @returns the draft, or null when there is none or it is corrupt (a corrupt one is removed)
 */
export function readCheckoutDraft(storage: Storage | null): CheckoutDraft | null {
  try {
    const raw = storage?.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) throw new Error('not an object');
    return {
      billing: address(value.billing),
      shipping: address(value.shipping),
      shipToDifferentAddress: value.shipToDifferentAddress === true,
      orderNotes: text(value.orderNotes),
      industry: text(value.industry),
      paymentMethod: text(value.paymentMethod),
      createAccount: value.createAccount === true,
    };
  } catch {
    try {
      storage?.removeItem(CHECKOUT_DRAFT_KEY);
    } catch {
      // Storage that cannot be written keeps nothing to clean up.
    }
    return null;
  }
}

/**
 * Saves the form, without the terms tick or an account password, so a reload loses nothing.
 *
 * @param storage - the tab's session storage
 * @param values - the form's values
 */
export function writeCheckoutDraft(storage: Storage | null, values: CheckoutFormValues): void {
  const { termsAccepted: _terms, accountPassword: _password, ...draft } = values;
  try {
    storage?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the draft.
  }
}

/** Forgets the draft once the order is placed. */
export function clearCheckoutDraft(storage: Storage | null): void {
  try {
    storage?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
