import type { CartFragment, StoredUser } from '@peptide/sdk';

/** What `GET /api/shopper` answers: who the session cookie names and what their cart holds. */
export interface ShopperAnswer {
  /** The logged-in customer, or null for a guest. */
  user: StoredUser | null;
  /** Whether the session holds a WooCommerce session (a cart may exist). */
  cart: boolean;
  /** The cart itself, when the session has one. */
  contents: CartFragment | null;
  /** The backend's free-shipping threshold, when it has one. */
  freeShippingThreshold: number | null;
}
