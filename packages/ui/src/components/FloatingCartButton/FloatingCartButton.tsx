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
  /** Names the landmark that holds the button, so screen-reader users can find it. */
  regionLabel?: string;
}

const defaultLabel = (count: number) =>
  count > 0 ? `Open cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Open cart';

/**
 * The round cart button fixed to the bottom-right corner; it opens the mini cart.
 *
 * @remarks Shown only where the viewport's gutter beside the page's content holds it (the
 *   content's width plus the button and its inset on each side): narrower, it covered cards,
 *   their Add to cart buttons, titles and accordion chevrons, and the sticky header's cart
 *   button is always in reach there.
 */
export function FloatingCartButton({
  count,
  onClick,
  label = defaultLabel,
  inline = false,
  regionLabel = 'Cart shortcut',
}: FloatingCartButtonProps) {
  return (
    <aside aria-label={regionLabel} className={inline ? undefined : styles.region}>
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
    </aside>
  );
}
