import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from '../../link/LinkProvider';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>,
    styles.ButtonVariants {
  /** Shows a spinner in place of the label, keeps the width and blocks further clicks. */
  busy?: boolean;
  /** Read to screen readers while busy, for example "Adding". */
  busyLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The action button, in the variants of the `button` recipe. */
export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  busyLabel,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  const classes = styles.button({ variant, size, fullWidth });
  return (
    <button
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      <ButtonContent busy={busy} busyLabel={busyLabel}>
        {children}
      </ButtonContent>
    </button>
  );
}

function ButtonContent({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <>
      <span className={busy ? `${styles.label} ${styles.labelHidden}` : styles.label}>
        {children}
      </span>
      {busy ? (
        <span className={styles.busyIndicator}>
          <Spinner label={busyLabel} />
        </span>
      ) : null}
    </>
  );
}

export interface ButtonLinkProps extends LinkProps, styles.ButtonVariants {}

/** A link that looks like a button (for navigation such as Checkout Now or Back to Home). */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  const classes = styles.button({ variant, size, fullWidth });
  return <Link className={className ? `${classes} ${className}` : classes} {...props} />;
}
