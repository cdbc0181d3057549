import { formatOrderDate, MESSAGES } from '@peptide/domain';
import type { ReactNode } from 'react';
import { Link } from '../../link/LinkProvider';
import * as tableStyles from '../AccountTabs/AccountTabs.css';
import { FormAlert } from '../AddressForm/FormAlert';
import { Button } from '../Button/Button';
import { EnhancedForm } from '../EnhancedForm/EnhancedForm';
import * as styles from './StockNotificationsTables.css';

/** One back-in-stock request as the account lists it. */
export interface StockNotificationRow {
  id: number;
  productName: string;
  /** The product page. */
  productHref: string;
  status: 'UNCONFIRMED' | 'ACTIVE' | 'SENT' | 'CANCELLED';
  /** When it was asked for (ISO 8601). */
  date: string;
  /** When it was last changed: confirmed, sent or cancelled (ISO 8601). */
  dateModified: string;
}

/** The `intent` a Cancel posts with, so the account area's action tells it apart. */
export const CANCEL_NOTIFICATION_INTENT = 'cancelNotification';

export interface StockNotificationsTablesProps {
  notifications: readonly StockNotificationRow[];
  /** Called with the request whose Cancel was pressed; without it no Cancel is offered. */
  onCancel?: (notification: StockNotificationRow) => void;
  /** The request being cancelled: its Cancel is busy, the others are disabled. */
  cancellingId?: number | null;
  /**
   * Where Cancel posts before or without scripts (the request's `id` with
   * `intent=cancelNotification`); with scripts `onCancel` takes it.
   */
  cancelAction?: string;
  loading?: boolean;
  /** The load or cancel failure's message, shown as 'Error: {message}'. */
  error?: string | null;
}

function Table({
  title,
  columns,
  empty,
  children,
}: {
  title: string;
  columns: readonly string[];
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <div className={styles.scroll}>
      <table className={tableStyles.table}>
        <caption className={tableStyles.tableTitle}>{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty ? (
            <tr>
              <td colSpan={columns.length} className={tableStyles.emptyCell}>
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The account's Stock Notifications tab: the open requests under Active, each with Cancel, and
 * the sent and cancelled ones under Your Activity.
 */
export function StockNotificationsTables({
  notifications,
  onCancel,
  cancellingId = null,
  cancelAction,
  loading = false,
  error,
}: StockNotificationsTablesProps) {
  const active = notifications.filter(
    (row) => row.status === 'ACTIVE' || row.status === 'UNCONFIRMED',
  );
  const activity = notifications.filter(
    (row) => row.status === 'SENT' || row.status === 'CANCELLED',
  );
  const product = (row: StockNotificationRow) => (
    <Link href={row.productHref}>{row.productName}</Link>
  );
  return (
    <>
      {error ? <FormAlert>{MESSAGES.errorGeneric(error)}</FormAlert> : null}
      <Table
        title={MESSAGES.notificationsActive}
        columns={['Product', 'Subscribed on', 'Actions']}
        empty={
          loading
            ? MESSAGES.loadingNotifications
            : active.length === 0
              ? MESSAGES.noNotifications
              : null
        }
      >
        {active.map((row) => (
          <tr key={row.id}>
            <td>
              {product(row)}
              {row.status === 'UNCONFIRMED' ? (
                <span className={styles.note}> ({MESSAGES.notificationStatus.UNCONFIRMED})</span>
              ) : null}
            </td>
            <td>{formatOrderDate(row.date)}</td>
            <td>
              {onCancel ? (
                <EnhancedForm action={cancelAction} onSubmit={() => onCancel(row)}>
                  <input type="hidden" name="id" value={row.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value={CANCEL_NOTIFICATION_INTENT}
                    size="sm"
                    variant="secondary"
                    busy={cancellingId === row.id}
                    disabled={cancellingId != null && cancellingId !== row.id}
                    aria-label={MESSAGES.cancelNotificationFor(row.productName)}
                  >
                    {MESSAGES.cancelNotification}
                  </Button>
                </EnhancedForm>
              ) : null}
            </td>
          </tr>
        ))}
      </Table>
      <Table
        title={MESSAGES.notificationsActivity}
        columns={['Product', 'Activity', 'Date']}
        empty={
          loading
            ? MESSAGES.loadingNotifications
            : activity.length === 0
              ? MESSAGES.noNotifications
              : null
        }
      >
        {activity.map((row) => (
          <tr key={row.id}>
            <td>{product(row)}</td>
            <td>{MESSAGES.notificationStatus[row.status]}</td>
            <td>{formatOrderDate(row.dateModified)}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}
