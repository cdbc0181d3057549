import { accountGreetingName, accountTabScrollsToPanel, MESSAGES } from '@peptide/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from '../../link/LinkProvider';
import { Button } from '../Button/Button';
import { EnhancedForm } from '../EnhancedForm/EnhancedForm';
import { StockNotificationsTables } from '../StockNotificationsTables/StockNotificationsTables';
import * as styles from './AccountTabs.css';

/** The tabs of the account area, in the order they are listed. */
export type AccountTab =
  | 'dashboard'
  | 'orders'
  | 'downloads'
  | 'stock-notifications'
  | 'addresses'
  | 'account-details';

export const ACCOUNT_TAB_LABELS: Record<AccountTab, string> = {
  dashboard: 'Dashboard',
  orders: 'My Orders',
  downloads: 'Downloads',
  'stock-notifications': 'Stock Notifications',
  addresses: 'Addresses',
  'account-details': 'Account details',
};

const TABS = Object.keys(ACCOUNT_TAB_LABELS) as AccountTab[];

export interface AccountTabsProps {
  /** The customer's e-mail; the dashboard greets the part before the @. */
  email?: string | null;
  /** The open tab, when the caller controls it (for example to load orders only once opened). */
  value?: AccountTab;
  defaultValue?: AccountTab;
  onValueChange?: (tab: AccountTab) => void;
  /** The My Orders panel: an `OrdersTable` or, once one is chosen, `OrderDetails`. */
  orders?: ReactNode;
  /** The Stock Notifications panel, usually `StockNotificationsTables`; empty tables without. */
  stockNotifications?: ReactNode;
  /** The Addresses panel, usually `AccountAddresses`. */
  addresses?: ReactNode;
  /** The Account details panel, usually `AccountDetailsForm`. */
  accountDetails?: ReactNode;
  onLogout: () => void;
  loggingOut?: boolean;
  /**
   * Each tab's own address: the tabs become links, so a tab opens before or without scripts
   * (the server renders the tab the address names).
   */
  tabHref?: (tab: AccountTab) => string;
  /** Where Logout posts before or without scripts; with scripts `onLogout` runs instead. */
  logoutAction?: string;
}

/**
 * The account area: Dashboard, My Orders, Downloads, Stock Notifications, Addresses and Account
 * details as keyboard-operable tabs (arrow keys move between them), and a Logout button.
 *
 * @remarks On screens 768 px wide or less, where the panel sits below the list, choosing a tab
 *   scrolls the panel's heading into view, below the sticky header (the page's scroll padding).
 *   It waits for the panel to open, so a caller that changes `value` later (after a navigation)
 *   still gets its panel scrolled to.
 */
export function AccountTabs({
  email,
  value,
  defaultValue = 'dashboard',
  onValueChange,
  orders,
  stockNotifications,
  addresses,
  accountDetails,
  onLogout,
  loggingOut = false,
  tabHref,
  logoutAction,
}: AccountTabsProps) {
  const [uncontrolled, setUncontrolled] = useState<AccountTab>(defaultValue);
  const active = value ?? uncontrolled;
  const headings = useRef<Partial<Record<AccountTab, HTMLHeadingElement | null>>>({});
  const scrollPending = useRef<AccountTab | null>(null);
  // The chosen panel's content mounts once it opens: whichever comes last, the open tab or its
  // heading, scrolls.
  const scrollIfPending = (tab: AccountTab) => {
    const heading = headings.current[tab];
    if (scrollPending.current !== tab || !heading?.closest('[data-state="active"]')) return;
    scrollPending.current = null;
    heading.scrollIntoView({ block: 'start' });
  };
  const scrollIfPendingRef = useRef(scrollIfPending);
  scrollIfPendingRef.current = scrollIfPending;
  useEffect(() => scrollIfPendingRef.current(active), [active]);
  const change = (next: string) => {
    const tab = next as AccountTab;
    scrollPending.current = accountTabScrollsToPanel(window.innerWidth) ? tab : null;
    setUncontrolled(tab);
    onValueChange?.(tab);
  };
  const name = accountGreetingName(email);
  const panel = (tab: AccountTab, children: ReactNode) => (
    <Tabs.Content value={tab} className={styles.panel}>
      <h2
        ref={(heading) => {
          headings.current[tab] = heading;
          if (heading) scrollIfPending(tab);
        }}
        className={styles.panelTitle}
      >
        {ACCOUNT_TAB_LABELS[tab]}
      </h2>
      {children}
    </Tabs.Content>
  );

  return (
    <Tabs.Root className={styles.root} orientation="vertical" value={active} onValueChange={change}>
      <div className={styles.side}>
        <Tabs.List className={styles.list} aria-label="My account">
          {TABS.map((tab) =>
            tabHref ? (
              <Tabs.Trigger key={tab} value={tab} className={styles.trigger} asChild>
                <Link href={tabHref(tab)}>{ACCOUNT_TAB_LABELS[tab]}</Link>
              </Tabs.Trigger>
            ) : (
              <Tabs.Trigger key={tab} value={tab} className={styles.trigger}>
                {ACCOUNT_TAB_LABELS[tab]}
              </Tabs.Trigger>
            ),
          )}
        </Tabs.List>
        <EnhancedForm className={styles.logoutForm} action={logoutAction} onSubmit={onLogout}>
          <Button type="submit" variant="secondary" busy={loggingOut} busyLabel="Logging out">
            Logout
          </Button>
        </EnhancedForm>
      </div>
      {panel(
        'dashboard',
        <>
          <p className={styles.text}>
            Hello <strong>{name}</strong>
          </p>
          <p className={styles.muted}>
            From your account dashboard you can view your recent orders, manage your billing and
            shipping addresses, and edit your password and account details.
          </p>
        </>,
      )}
      {panel('orders', orders)}
      {panel('downloads', <p className={styles.muted}>{MESSAGES.noDownloads}</p>)}
      {panel(
        'stock-notifications',
        stockNotifications ?? <StockNotificationsTables notifications={[]} />,
      )}
      {panel('addresses', addresses)}
      {panel('account-details', accountDetails)}
    </Tabs.Root>
  );
}
