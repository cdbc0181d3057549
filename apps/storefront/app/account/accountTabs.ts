import type { AccountTab } from '@peptide/ui';

/** The account area's tabs in their order, each at `/my-account?tab={tab}`. */
export const ACCOUNT_TABS: readonly AccountTab[] = [
  'dashboard',
  'orders',
  'downloads',
  'stock-notifications',
  'addresses',
  'account-details',
];

/**
 * The account tab a `?tab=` value names.
 *
 * @param value - the query parameter, or null
 * @returns the tab, the dashboard for none or an unknown value
 */
export function accountTabFromParam(value: string | null): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab === value) ?? 'dashboard';
}

/**
 * The address of an account tab, so a reload or a shared link opens the same tab.
 *
 * @param tab - the tab
 * @returns `/my-account` for the dashboard, `/my-account?tab={tab}` otherwise
 */
export function accountTabHref(tab: AccountTab): string {
  return tab === 'dashboard' ? '/my-account' : `/my-account?tab=${tab}`;
}

/**
 * Whether an address's order id can be an order's database id (digits, at most 12), so a
 * malformed one is answered as no order without asking the backend.
 *
 * @param id - the id as the address holds it
 */
export function isOrderDatabaseId(id: string): boolean {
  return /^\d{1,12}$/.test(id);
}

/**
 * The address of one order in the account area.
 *
 * @param databaseId - the order's database id
 * @returns `/my-account/view-order/{id}`
 */
export function viewOrderHref(databaseId: number | string): string {
  return `/my-account/view-order/${databaseId}`;
}
