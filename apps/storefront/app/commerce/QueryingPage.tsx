import { CommerceQueries } from '@peptide/sdk/react';
import type { ReactNode } from 'react';
// Brings the working shop store's code with the page, so the store is awake before it renders.
import './shopStoreFactory';

/**
 * Around a page that reads the shopper through the store's urql hooks (`useAuth`,
 * `useCustomer`: the account area, `/auth`, checkout and cart): gives those hooks the store's
 * client. Pages that only read what their loader read, or only call the store's actions, need
 * none (order received, My Orders, an order's own page, the password and stock-notification
 * links). Importing it brings
 * the shop store's working code with the page's own, so the store is awake (it has its client)
 * before the page renders; catalogue and product pages without it download neither. The page
 * remounts when another shopper takes over (a login or logout), so it keeps nothing of the
 * earlier one; the header, the mini cart and the overlays around it stay mounted.
 *
 * @remarks A store still dormant (the page's code arrived a moment before the store woke, after
 *   a client-side navigation) renders nothing for that moment rather than query without a client.
 */
export function QueryingPage({ children }: { children: ReactNode }) {
  return <CommerceQueries>{children}</CommerceQueries>;
}
