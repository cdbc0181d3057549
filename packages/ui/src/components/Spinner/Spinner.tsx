import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

/** A rotating ring showing that something is in progress. */
export function Spinner({ size = 16, label, className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={className ? `${styles.root} ${className}` : styles.root}
      style={{ width: size, height: size }}
    />
  );
  if (!label) return ring;
  return (
    <span role="status">
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
