import type { HTMLAttributes } from 'react';
import * as styles from './VisuallyHidden.css';

/** Text for assistive technology only: read aloud, never shown. */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span className={styles.root} {...props} />;
}
