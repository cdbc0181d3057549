import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name; icons are decorative. */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'outline' | 'solid';
  shape?: 'square' | 'round';
  /** Replaces the icon with a spinner and disables the button. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A square, 44 px button that shows only an icon and is named by `label`. */
export function IconButton({
  label,
  icon,
  variant,
  shape,
  busy = false,
  disabled,
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  const classes = styles.iconButton({ variant, shape });
  return (
    <button
      type={type}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      className={className ? `${classes} ${className}` : classes}
      {...props}
    >
      {busy ? <Spinner /> : icon}
    </button>
  );
}
