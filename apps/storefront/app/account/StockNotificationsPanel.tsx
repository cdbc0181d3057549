import { productPath } from '@peptide/domain';
import {
  GetStockNotificationsDocument,
  type GetStockNotificationsQuery,
  shopperMessage,
} from '@peptide/sdk';
import { useShopStore } from '@peptide/sdk/react';
import { type StockNotificationRow, StockNotificationsTables } from '@peptide/ui';
import { useState } from 'react';
import { useQuery } from 'urql';
import { accountTabHref } from './accountTabs';
import type { AccountFormAnswer } from './serverAccount';

export interface StockNotificationsPanelProps {
  /** The requests the server read with the page, shown until the tab's own query answers. */
  server: GetStockNotificationsQuery | null;
  /** The server's answer to a Cancel posted without scripts, if any. */
  answer: AccountFormAnswer | null;
}

/**
 * The customer's back-in-stock requests: open ones under Active with Cancel, sent and cancelled
 * ones under Your Activity.
 *
 * @remarks The query starts when the tab opens and asks the network each time, so a request made
 *   or mailed since shows; a failed load or cancel shows its message above the tables. Before or
 *   without scripts the server's list shows and Cancel posts to the account area's action.
 */
export function StockNotificationsPanel({ server, answer }: StockNotificationsPanelProps) {
  const store = useShopStore();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GetStockNotificationsDocument,
    requestPolicy: 'network-only',
  });
  const [cancellingId, setCancellingId] = useState<number | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const shown = data ?? server;
  const rows: StockNotificationRow[] = (shown?.stockNotifications ?? []).map((row) => ({
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
  const posted = answer?.form === 'notification' ? answer.error : null;
  const message = cancelError ?? posted ?? shopperMessage(error);
  return (
    <StockNotificationsTables
      notifications={rows}
      onCancel={cancel}
      cancellingId={cancellingId}
      cancelAction={accountTabHref('stock-notifications')}
      loading={!shown && fetching}
      error={message}
    />
  );
}
