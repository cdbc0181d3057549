import { CartIcon } from '../../icons/icons';
import { CountBadge } from '../Badge/Badge';
import * as styles from './FloatingCartButton.css';

export interface FloatingCartButtonProps {
  /** Lines in the cart; shown on the button when above 0. */
  count: number;
  onClick: () => void;
  label?: (count: number) => string;
  /** Renders in the flow instead of fixed to the corner (for previews). */
  inline?: boolean;
}

const defaultLabel = (count: number) =>
  count > 0 ? `Open cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Open cart';

/** The round cart button fixed to the bottom-right corner; it opens the mini cart. */
export function FloatingCartButton({
  count,
  onClick,
  label = defaultLabel,
  inline = false,
}: FloatingCartButtonProps) {
  return (
    <button
      type="button"
      className={inline ? `${styles.root} ${styles.inline}` : styles.root}
      aria-label={label(count)}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <CartIcon size={24} />
      <CountBadge count={count} className={styles.badge} />
    </button>
  );
}
