import { formatEuro } from '@peptide/domain';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { Order } from '../model/models';
import { markOrderPaid } from '../store/orders';
import { queueEmail } from '../store/outbox';

/**
 * Marks an order paid (pending to processing) and queues its "payment received" e-mail in the
 * same transaction, so the e-mail goes out exactly when the payment was recorded: a second
 * confirmation of a paid order changes nothing and mails nothing.
 *
 * @param summaryUrl - the storefront's page of the order, linked from the e-mail
 * @returns whether this call recorded the payment
 */
export async function confirmPayment(
  db: Db,
  order: Order,
  summaryUrl: string,
  now: number,
): Promise<boolean> {
  const email = order.billing.email;
  return inTransaction(db, async (trx) => {
    if (!(await markOrderPaid(trx, order.databaseId, now))) return false;
    if (email) {
      await queueEmail(
        trx,
        {
          to: email,
          subject: `Payment received for order #${order.databaseId}`,
          body: `We received ${formatEuro(order.total)} for order #${order.databaseId}. It is now being processed.`,
          link: summaryUrl,
        },
        now,
      );
    }
    return true;
  });
}
