import { productPath } from '@peptide/domain';
import type { GetStockNotificationsQuery } from '@peptide/sdk';
import {
  CANCEL_NOTIFICATION_INTENT,
  type StockNotificationRow,
  StockNotificationsTables,
} from '@peptide/ui';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { useFetcherAnswer } from '../lib/useFetcherAnswer';
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
 *   tables. Cancel posts to the account area's action: without scripts as a form, with scripts
 *   through a fetcher.
 */
export function StockNotificationsPanel({
  server,
  error,
  unreachable,
  answer,
}: StockNotificationsPanelProps) {
  const fetcher = useFetcher<AccountFormAnswer>();
  useRetryWhileFailed(!server && unreachable);
  const [cancellingId, setCancellingId] = useState<number | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  useFetcherAnswer(fetcher, (reply) => {
    setCancelError(reply.error);
    setCancellingId(null);
  });
  const rows: StockNotificationRow[] = (server?.stockNotifications ?? []).map((row) => ({
    id: row.databaseId,
    productName: row.productName,
    productHref: productPath(row.productSlug),
    status: row.status,
    date: row.date,
    dateModified: row.dateModified,
  }));
  const cancel = (row: StockNotificationRow) => {
    setCancellingId(row.id);
    setCancelError(null);
    void fetcher.submit(
      { intent: CANCEL_NOTIFICATION_INTENT, id: String(row.id) },
      { method: 'post', action: accountTabHref('stock-notifications') },
    );
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
