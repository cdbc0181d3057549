import { productPath } from '@peptide/domain';
import type { GetStockNotificationsQuery } from '@peptide/sdk';
import { useShopStore } from '@peptide/sdk/react';
import { type StockNotificationRow, StockNotificationsTables } from '@peptide/ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { accountTabHref } from './accountTabs';
import type { AccountFormAnswer } from './serverAccount';

export interface StockNotificationsPanelProps {
  /** The requests the page's loader read (null when it could not). */
  server: GetStockNotificationsQuery | null;
  /** Why the loader could not read them, if it could not. */
  error: string | null;
  /** Whether the backend could not be reached: the page's loader asks again until it answers. */
  unreachable: boolean;
  /** The server's answer to a Cancel posted without scripts, if any. */
  answer: AccountFormAnswer | null;
}

/**
 * The customer's back-in-stock requests: open ones under Active with Cancel, sent and cancelled
 * ones under Your Activity.
 *
 * @remarks The page's loader reads them each time the tab opens, so a request made or mailed
 *   since shows, and again after a Cancel; a failed load or cancel shows its message above the
 *   tables. Without scripts Cancel posts to the account area's action.
 */
export function StockNotificationsPanel({
  server,
  error,
  unreachable,
  answer,
}: StockNotificationsPanelProps) {
  const store = useShopStore();
  const { revalidate } = useRevalidator();
  useRetryWhileFailed(!server && unreachable);
  const [cancellingId, setCancellingId] = useState<number | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const rows: StockNotificationRow[] = (server?.stockNotifications ?? []).map((row) => ({
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
    if (!outcome.ok) setCancelError(outcome.error);
    await revalidate();
    setCancellingId(null);
  };
  const posted = answer?.form === 'notification' ? answer.error : null;
  const message = cancelError ?? posted ?? (server ? null : error);
  return (
    <StockNotificationsTables
      notifications={rows}
      onCancel={cancel}
      cancellingId={cancellingId}
      cancelAction={accountTabHref('stock-notifications')}
      error={message}
    />
  );
}
