import type { ReactNode } from 'react';
import * as styles from './FormAlert.css';

export interface FormAlertProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}

/**
 * A message about a whole form: errors are announced at once (`role="alert"`), success and
 * information politely (`role="status"`).
 */
export function FormAlert({ tone = 'error', children, className }: FormAlertProps) {
  const classes = className ? `${styles.tone[tone]} ${className}` : styles.tone[tone];
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={classes}>
      {children}
    </p>
  );
}
