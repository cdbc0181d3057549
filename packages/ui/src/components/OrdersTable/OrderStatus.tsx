import * as styles from './OrderStatus.css';

type StatusTone = 'progress' | 'done' | 'stopped' | 'waiting';

const TONES: Record<string, StatusTone> = {
  PROCESSING: 'progress',
  COMPLETED: 'done',
  CANCELLED: 'stopped',
  FAILED: 'stopped',
  REFUNDED: 'waiting',
  PENDING: 'waiting',
  ON_HOLD: 'waiting',
};

/**
 * How an order status reads: the backend's value in sentence case.
 *
 * @param status - as received, for example `PROCESSING` or `ON_HOLD`
 * @returns `Processing`, `On hold`
 */
export function orderStatusLabel(status: string): string {
  const words = status.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface OrderStatusProps {
  /** The backend's status (`PROCESSING`, `COMPLETED`, `CANCELLED` ...). */
  status: string;
}

/**
 * An order status as a coloured pill: processing teal, completed green, cancelled or failed red,
 * anything else grey. The word is always shown, so colour is never the only signal.
 */
export function OrderStatus({ status }: OrderStatusProps) {
  const tone = TONES[status.trim().toUpperCase()] ?? 'waiting';
  return <span className={styles.pill({ tone })}>{orderStatusLabel(status)}</span>;
}
