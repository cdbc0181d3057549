import { formatEuro } from '@peptide/domain';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PriceTag.css';
import { type PriceRange, rangeMinimum } from './priceRange';

export type { PriceRange };

export interface PriceTagProps {
  /** The price charged now. */
  price: number;
  /** The price before a sale; shown struck through when above `price`. */
  regularPrice?: number | null;
  /**
   * For variable products: `{ min, max }`, `{ min }`, or the backend's range string such as
   * `€89.00 - €149.00`. A range shows as "From €89.00" so it fits one line on a phone card.
   */
  range?: PriceRange | string | null;
  size?: 'sm' | 'md' | 'lg';
  /** The word before the lowest price of a range. */
  fromLabel?: string;
  /** Screen-reader prefixes for a sale. */
  originalPriceLabel?: string;
  salePriceLabel?: string;
  className?: string;
}

/** A euro price: regular, on sale (old price struck through) or "From" the lowest of a range, with tabular figures. */
export function PriceTag({
  price,
  regularPrice,
  range,
  size,
  fromLabel = 'From',
  originalPriceLabel = 'Original price:',
  salePriceLabel = 'Sale price:',
  className,
}: PriceTagProps) {
  const classes = className ? `${styles.root({ size })} ${className}` : styles.root({ size });
  const from = rangeMinimum(range);
  if (from !== null) {
    return (
      <span className={classes}>
        {/* One flex item, so the word and the price sit a space apart rather than a gap. */}
        <span>
          <span className={styles.from}>{fromLabel}</span> {formatEuro(from)}
        </span>
      </span>
    );
  }
  if (regularPrice != null && regularPrice > price) {
    return (
      <span className={classes}>
        <del className={styles.regular}>
          <VisuallyHidden>{originalPriceLabel} </VisuallyHidden>
          {formatEuro(regularPrice)}
        </del>
        <ins className={styles.sale}>
          <VisuallyHidden>{salePriceLabel} </VisuallyHidden>
          {formatEuro(price)}
        </ins>
      </span>
    );
  }
  return <span className={classes}>{formatEuro(price)}</span>;
}
