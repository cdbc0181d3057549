import { MESSAGES } from '@peptide/domain';
import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export interface BadgeProps {
  tone?: 'neutral' | 'accent' | 'sale' | 'danger' | 'success';
  children: ReactNode;
  className?: string;
}

/** A short status label such as "Out of Stock" or "Sale". */
export function Badge({ tone, children, className }: BadgeProps) {
  const classes = styles.badge({ tone });
  return <span className={className ? `${classes} ${className}` : classes}>{children}</span>;
}

/** The "Out of Stock" badge: neutral grey, since sold out is a state, not an error. */
export function OutOfStockBadge({ label = MESSAGES.outOfStock }: { label?: string }) {
  return <Badge tone="neutral">{label}</Badge>;
}

/** The amber "Sale" badge for a price below its regular price. */
export function SaleBadge({ label = 'Sale' }: { label?: string }) {
  return <Badge tone="sale">{label}</Badge>;
}

export interface CountBadgeProps {
  count: number;
  className?: string;
}

/**
 * A small count bubble, for example on the cart icon. Renders nothing at 0 or below.
 * @remarks It is hidden from assistive tech: the control it decorates carries the count in its name.
 */
export function CountBadge({ count, className }: CountBadgeProps) {
  if (count <= 0) return null;
  const classes = styles.badge({ tone: 'accent', shape: 'count' });
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className={className ? `${classes} ${className}` : classes}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
