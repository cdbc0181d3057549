import { Skeleton, VisuallyHidden } from '@peptide/ui';
import * as styles from './account.css';

/**
 * The account area while the browser's login is read (and on the server): the tab list beside a
 * panel, as the page will look, so nothing jumps and no wrong state flashes.
 */
export function AccountAreaSkeleton() {
  return (
    <div className={styles.areaSkeleton} role="status" aria-busy="true">
      <VisuallyHidden>Loading your account</VisuallyHidden>
      <div className={styles.stack}>
        <Skeleton height="17rem" radius="8px" />
        <Skeleton height="2.75rem" width="7rem" radius="8px" />
      </div>
      <PanelSkeleton />
    </div>
  );
}

/** A tab panel's content while it loads: a title and a few lines. */
export function PanelSkeleton() {
  return (
    <div className={styles.stack} aria-hidden="true">
      <Skeleton width="12rem" height="1.75rem" />
      <Skeleton width="70%" />
      <Skeleton width="55%" />
      <Skeleton height="8rem" radius="8px" />
    </div>
  );
}
