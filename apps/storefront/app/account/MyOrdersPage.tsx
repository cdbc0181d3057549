import { Banner, OrderDetails } from '@peptide/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AccountOrders } from './AccountOrders';
import { AccountAreaSkeleton } from './AccountSkeletons';
import * as styles from './account.css';
import { useAccountAccess } from './accountAccess';
import { OrderView } from './OrderView';

/**
 * /my-orders: the customer's orders beside the chosen one ('Select an order to
 * view details.' until one is chosen). The choice lives in the address (`?order=42`); visitors
 * are sent to /auth.
 */
export function MyOrdersPage() {
  const access = useAccountAccess('customer');
  return (
    <>
      <Banner title="My Orders" crumbs={[{ label: 'Home', href: '/' }, { label: 'My Orders' }]} />
      <div className={styles.body}>
        {access === 'granted' ? <OrdersWithDetails /> : <AccountAreaSkeleton />}
      </div>
    </>
  );
}

function OrdersWithDetails() {
  const [params, setParams] = useSearchParams();
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
        <AccountOrders onView={(id) => setParams({ order: String(id) })} />
      </section>
      {/* The order carries its own heading; before one is chosen the placeholder says what to do. */}
      <section ref={details} aria-label="Chosen order">
        {chosen ? (
          <OrderView key={chosen} id={chosen} onBack={() => setParams({})} />
        ) : (
          <OrderDetails />
        )}
      </section>
    </div>
  );
}
