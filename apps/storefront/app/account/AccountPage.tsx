import { useAuth, useCustomer, useShopSelector } from '@peptide/sdk/react';
import { AccountTabs, Banner } from '@peptide/ui';
import { useState } from 'react';
import { useNavigate, useOutlet, useSearchParams } from 'react-router';
import { useShopFeatures } from '../lib/useShopFeatures';
import { AccountDetailsPanel } from './AccountDetailsPanel';
import { AccountOrders } from './AccountOrders';
import { AccountAreaSkeleton } from './AccountSkeletons';
import { AddressesPanel } from './AddressesPanel';
import * as styles from './account.css';
import { LOGIN_PATH, LOGOUT_PATH, useAccountAccess } from './accountAccess';
import { accountTabFromParam, accountTabHref, viewOrderHref } from './accountTabs';
import { StockNotificationsPanel } from './StockNotificationsPanel';
import type { AccountFormAnswer, ServerAccount } from './serverAccount';

/**
 * /my-account: the account tabs for a logged-in customer; visitors are
 * sent to /auth. The open tab lives in the address (`?tab=orders`), so a reload keeps it; an
 * order at /my-account/view-order/{id} opens inside My Orders.
 *
 * @remarks The server renders the tabs with the session's customer (the tabs are links, the
 *   details form and Logout post), so the area works before or without scripts. Each panel mounts only while its tab is open, so the orders query starts when My
 *   Orders opens. The tabs belong to one customer: another login remounts them, so no form or
 *   message of the earlier customer stays.
 */
export function AccountPage({ server, answer }: AccountPageProps) {
  const access = useAccountAccess('customer');
  const customerId = useShopSelector((snapshot) => snapshot.user?.id ?? null);
  // The server's customer shows until the store has read the shopper, and without scripts.
  const shown = access === 'granted' || (access === 'checking' && server.customer !== null);
  return (
    <>
      <Banner title="My Account" crumbs={[{ label: 'Home', href: '/' }, { label: 'My Account' }]} />
      <div className={styles.body}>
        {shown ? (
          <AccountArea key={customerId ?? server.userId} server={server} answer={answer} />
        ) : (
          <AccountAreaSkeleton />
        )}
      </div>
    </>
  );
}

/** What the /my-account route hands the page. */
export interface AccountPageProps {
  /** The session's customer, as the server read it. */
  server: ServerAccount;
  /** The server's answer to the details form posted without scripts, if any. */
  answer: AccountFormAnswer | null;
}

function AccountArea({ server, answer }: AccountPageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const order = useOutlet();
  const auth = useAuth();
  // A backend without back-in-stock requests (a stock WooCommerce) has none to list.
  const features = useShopFeatures();
  const customer = useCustomer().customer ?? server.customer;
  const [loggingOut, setLoggingOut] = useState(false);
  const tab = order ? 'orders' : accountTabFromParam(params.get('tab'));

  const logout = async () => {
    setLoggingOut(true);
    // The server ends the session first (a copy of its cookie opens nothing afterwards).
    await fetch(LOGOUT_PATH, { method: 'POST', redirect: 'manual' }).catch(() => null);
    auth.logout();
    // A full load, so nothing of the customer survives in memory.
    window.location.assign(LOGIN_PATH);
  };

  return (
    <AccountTabs
      email={customer?.email ?? auth.viewer?.email ?? auth.user?.email}
      value={tab}
      onValueChange={(next) => navigate(accountTabHref(next))}
      orders={
        order ?? (
          <AccountOrders
            orders={server.orders}
            error={server.ordersError}
            unreachable={server.unreachable}
            viewHref={viewOrderHref}
          />
        )
      }
      stockNotifications={
        features.stockNotifications ? (
          <StockNotificationsPanel server={server.notifications} answer={answer} />
        ) : undefined
      }
      addresses={<AddressesPanel serverCustomer={server.customer} answer={answer} />}
      accountDetails={<AccountDetailsPanel serverCustomer={server.customer} answer={answer} />}
      onLogout={logout}
      loggingOut={loggingOut}
      tabHref={accountTabHref}
      logoutAction={LOGOUT_PATH}
    />
  );
}
