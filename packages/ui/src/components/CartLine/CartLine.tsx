import { formatEuro, lineSubtotal } from '@peptide/domain';
import type { MouseEvent } from 'react';
import { TrashIcon } from '../../icons/icons';
import { Link } from '../../link/LinkProvider';
import { CART_INTENTS } from '../cartIntents';
import { FallbackImage } from '../FallbackImage/FallbackImage';
import { IconButton } from '../IconButton/IconButton';
import { PriceTag } from '../PriceTag/PriceTag';
import { QuantityStepper, type StepperBusy } from '../QuantityStepper/QuantityStepper';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CartLine.css';

/** A cart line as the cart shows it. */
export interface CartLineItem {
  key: string;
  name: string;
  href: string;
  image?: string | null;
  /** Unit price. */
  price: number;
  quantity: number;
  /** Units in stock; plus is disabled once the quantity reaches it. */
  stock?: number | null;
  /**
   * A checkout option bought once (the shipping insurance), not a product: its name links
   * nowhere and it has no quantity to change, only Remove.
   */
  addOn?: boolean;
}

export interface CartLineProps {
  line: CartLineItem;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
  /** Separate busy flags for increment, decrement and remove, each with its own spinner. */
  busy?: StepperBusy;
  as?: 'li' | 'div';
  subtotalLabel?: string;
  /**
   * Where the line's buttons post before or without scripts (`key`, `quantity` and the button's
   * `intent`); with scripts the handlers run instead.
   */
  formAction?: string;
}

/**
 * One cart line: image (placeholder when missing), name, unit price, stepper with remove, subtotal;
 * an add-on line has Remove instead of the stepper and a name that is not a link.
 */
export function CartLine({
  line,
  onIncrement,
  onDecrement,
  onRemove,
  busy,
  as: Element = 'li',
  subtotalLabel = 'Line subtotal',
  formAction,
}: CartLineProps) {
  const stepper = line.addOn ? (
    <IconButton
      label={`Remove ${line.name}`}
      icon={<TrashIcon size={18} />}
      busy={busy?.remove}
      disabled={busy?.remove}
      {...(formAction === undefined
        ? { onClick: onRemove }
        : {
            type: 'submit' as const,
            name: 'intent',
            value: CART_INTENTS.remove,
            onClick: (event: MouseEvent) => {
              event.preventDefault();
              onRemove();
            },
          })}
    />
  ) : (
    <QuantityStepper
      value={line.quantity}
      max={line.stock}
      onIncrement={onIncrement}
      onDecrement={onDecrement}
      onRemove={onRemove}
      busy={busy}
      label={`Quantity of ${line.name}`}
      removeLabel={`Remove ${line.name}`}
      submits={formAction !== undefined}
    />
  );
  return (
    <Element className={styles.root}>
      <FallbackImage src={line.image} alt="" width={72} height={72} className={styles.image} />
      <div className={styles.body}>
        {line.addOn ? (
          <span className={styles.addOnName}>{line.name}</span>
        ) : (
          <Link href={line.href} className={styles.name}>
            {line.name}
          </Link>
        )}
        <PriceTag price={line.price} size="sm" />
        <div className={styles.row}>
          {formAction === undefined ? (
            stepper
          ) : (
            <form method="post" action={formAction} className={styles.stepperForm}>
              <input type="hidden" name="key" value={line.key} />
              <input type="hidden" name="quantity" value={line.quantity} />
              {stepper}
            </form>
          )}
          <span className={styles.subtotal}>
            <VisuallyHidden>{subtotalLabel}: </VisuallyHidden>
            {formatEuro(lineSubtotal(line.price, line.quantity))}
          </span>
        </div>
      </div>
    </Element>
  );
}
