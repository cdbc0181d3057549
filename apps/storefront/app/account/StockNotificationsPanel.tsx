import { productPath } from '@peptide/domain';
import { GetStockNotificationsDocument, shopperMessage } from '@peptide/sdk';
import { useShopStore } from '@peptide/sdk/react';
import { type StockNotificationRow, StockNotificationsTables } from '@peptide/ui';
import { useState } from 'react';
import { useQuery } from 'urql';

/**
 * The customer's back-in-stock requests: open ones under Active with Cancel, sent and cancelled
 * ones under Your Activity.
 *
 * @remarks The query starts when the tab opens and asks the network each time, so a request made
 *   or mailed since shows; a failed load or cancel shows its message above the tables.
 */
export function StockNotificationsPanel() {
  const store = useShopStore();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GetStockNotificationsDocument,
    requestPolicy: 'network-only',
  });
  const [cancellingId, setCancellingId] = useState<number | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const rows: StockNotificationRow[] = (data?.stockNotifications ?? []).map((row) => ({
    id: row.databaseId,
    productName: row.productName,
    productHref: productPath(row.productSlug),
    status: row.status,
    date: row.date,
    dateModified: row.dateModified,
  }));
  const cancel = async (row: StockNotificationRow) => {
    setCancellingId(row.id);
    setCancelError(null);
    const outcome = await store.cancelStockNotification(row.id);
    setCancellingId(null);
    if (!outcome.ok) setCancelError(outcome.error);
    reexecute({ requestPolicy: 'network-only' });
  };
  const message = cancelError ?? shopperMessage(error);
  return (
    <StockNotificationsTables
      notifications={rows}
      onCancel={cancel}
      cancellingId={cancellingId}
      loading={!data && fetching}
      error={message}
    />
  );
}
