import { MESSAGES } from '@peptide/domain';
import { GetOrderDocument, shopperMessage } from '@peptide/sdk';
import { Button, FormAlert, OrderDetails } from '@peptide/ui';
import { useQuery } from 'urql';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { toOrderView } from '../lib/orderMappers';
import * as styles from './account.css';

export interface OrderViewProps {
  /** The order's database id, as in `/my-account/view-order/{id}`. */
  id: string;
  /** Returns to the order list. */
  onBack: () => void;
}

const DATABASE_ID = /^\d{1,12}$/;

/**
 * One of the customer's orders: lines, Subtotal, each deduction, Shipping, Total, billing and
 * shipping, with Back to orders. Someone else's order is refused by the server and its message
 * shows as 'Error: {message}'.
 */
export function OrderView({ id, onBack }: OrderViewProps) {
  const valid = DATABASE_ID.test(id);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GetOrderDocument,
    variables: { id },
    pause: !valid,
  });
  useRetryWhileFailed(!data && Boolean(error?.networkError), () =>
    reexecute({ requestPolicy: 'network-only' }),
  );
  const order = data?.order ?? null;
  const message = shopperMessage(error);
  if (!valid || (!order && !fetching && !message)) {
    return (
      <div className={styles.notFound}>
        <FormAlert tone="info">{MESSAGES.noOrderFound}</FormAlert>
        <Button variant="secondary" size="sm" onClick={onBack}>
          Back to orders
        </Button>
      </div>
    );
  }
  return (
    <OrderDetails
      order={order ? toOrderView(order) : null}
      loading={!order && fetching}
      error={order ? null : message}
      onBack={onBack}
    />
  );
}
