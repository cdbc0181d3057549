import { clearShopStorage, localStorageAdapter } from '@peptide/sdk';
import { AccountTabs, Banner, FormAlert } from '@peptide/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useOutlet, useRevalidator, useSearchParams } from 'react-router';
import { useShopper } from '../commerce/shopper';
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
 *   details form and Logout post), so the area works before or without scripts. The loader reads
 *   what the open tab shows (the account, My Orders, the back-in-stock requests) on every visit
 *   of a tab, and again after a save. The tabs belong to one customer: another login remounts
 *   them once the loader has read that customer, so no form or message of the earlier one stays.
 */
export function AccountPage({ server, answer }: AccountPageProps) {
  const access = useAccountAccess('customer');
  const customerId = useShopper().user?.id ?? null;
  // Another customer's login (in another tab) is read again before their tabs show.
  const theirs = customerId === null || customerId === server.userId;
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!theirs) void revalidate();
  }, [theirs, revalidate]);
  // The server's customer shows until the shopper's fetcher has answered, and without scripts.
  const shown =
    theirs && (access === 'granted' || (access === 'checking' && server.customer !== null));
  return (
    <>
      <Banner title="My Account" crumbs={[{ label: 'Home', href: '/' }, { label: 'My Account' }]} />
      <div className={styles.body}>
        {server.notice ? (
          <FormAlert tone={server.notice.tone} className={styles.notice}>
            {server.notice.message}
          </FormAlert>
        ) : null}
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
  const email = useShopper().user?.email ?? null;
  // A backend without back-in-stock requests (a stock WooCommerce) has none to list.
  const features = useShopFeatures();
  const [loggingOut, setLoggingOut] = useState(false);
  const tab = order ? 'orders' : accountTabFromParam(params.get('tab'));

  const logout = async () => {
    setLoggingOut(true);
    // The server ends the session first (a copy of its cookie opens nothing afterwards).
    await fetch(LOGOUT_PATH, { method: 'POST', redirect: 'manual' }).catch(() => null);
    clearShopStorage(localStorageAdapter());
    // A full load, so nothing of the customer survives in memory.
    window.location.assign(LOGIN_PATH);
  };

  return (
    <AccountTabs
      email={server.customer?.email ?? email}
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
          <StockNotificationsPanel
            server={server.notifications}
            error={server.notificationsError}
            unreachable={server.unreachable}
            answer={answer}
          />
        ) : undefined
      }
      addresses={<AddressesPanel server={server} answer={answer} />}
      accountDetails={<AccountDetailsPanel server={server} answer={answer} />}
      onLogout={logout}
      loggingOut={loggingOut}
      tabHref={accountTabHref}
      logoutAction={LOGOUT_PATH}
    />
  );
}
