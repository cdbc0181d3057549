import { ButtonLink } from '@peptide/ui';
import * as styles from './EmptyState.css';

/** An empty page's message with the next step: a link to the shop. */
export function EmptyState({ message }: { message: string }) {
  return (
    <div className={styles.empty} role="status">
      <p>{message}</p>
      <ButtonLink href="/shop" variant="secondary">
        Browse products
      </ButtonLink>
    </div>
  );
}
