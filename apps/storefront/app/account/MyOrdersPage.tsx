import { Banner, OrderDetails } from '@peptide/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AccountOrders } from './AccountOrders';
import { AccountAreaSkeleton } from './AccountSkeletons';
import * as styles from './account.css';
import { useAccountAccess } from './accountAccess';
import { OrderView } from './OrderView';
import type { ServerOrders } from './serverAccount';

/** The page's address; `?order={id}` names the chosen order. */
const MY_ORDERS_PATH = '/my-orders';

/**
 * /my-orders: the customer's orders beside the chosen one ('Select an order to
 * view details.' until one is chosen). The choice lives in the address (`?order=42`), so the
 * list's View and Back to orders are links; the server renders both with the page. Visitors are
 * sent to /auth.
 */
export function MyOrdersPage({ server }: { server: ServerOrders }) {
  const access = useAccountAccess('customer');
  return (
    <>
      <Banner title="My Orders" crumbs={[{ label: 'Home', href: '/' }, { label: 'My Orders' }]} />
      <div className={styles.body}>
        {access === 'redirecting' ? <AccountAreaSkeleton /> : <OrdersWithDetails server={server} />}
      </div>
    </>
  );
}

function OrdersWithDetails({ server }: { server: ServerOrders }) {
  const [params] = useSearchParams();
  const chosen = params.get('order');
  const details = useRef<HTMLElement>(null);

  // Stacked on narrow screens, the details are below the list: bring them into view.
  useEffect(() => {
    if (chosen && window.matchMedia('(max-width: 991.98px)').matches) {
      details.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [chosen]);

  return (
    <div className={styles.ordersLayout}>
      <section aria-labelledby="orders-title">
        <h2 id="orders-title" className={styles.sectionTitle}>
          Orders
        </h2>
        <AccountOrders
          orders={server.orders}
          error={server.ordersError}
          unreachable={server.unreachable}
          viewHref={(id) => `${MY_ORDERS_PATH}?order=${id}`}
        />
      </section>
      {/* The order carries its own heading; before one is chosen the placeholder says what to do. */}
      <section ref={details} aria-label="Chosen order">
        {chosen ? (
          <OrderView key={chosen} id={chosen} backHref={MY_ORDERS_PATH} server={server} />
        ) : (
          <OrderDetails />
        )}
      </section>
    </div>
  );
}
