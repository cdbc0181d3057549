import { formatEuro } from '@peptide/domain';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PriceTag.css';

export interface PriceRange {
  min: number;
  max: number;
}

export interface PriceTagProps {
  /** The price charged now. */
  price: number;
  /** The price before a sale; shown struck through when above `price`. */
  regularPrice?: number | null;
  /** For variable products: the lowest and highest variation price. */
  range?: PriceRange | null;
  size?: 'sm' | 'md' | 'lg';
  /** Screen-reader prefixes for a sale. */
  originalPriceLabel?: string;
  salePriceLabel?: string;
  className?: string;
}

/** A euro price: regular, on sale (old price struck through) or a range, with tabular figures. */
export function PriceTag({
  price,
  regularPrice,
  range,
  size,
  originalPriceLabel = 'Original price:',
  salePriceLabel = 'Sale price:',
  className,
}: PriceTagProps) {
  const classes = className ? `${styles.root({ size })} ${className}` : styles.root({ size });
  if (range && range.max > range.min) {
    return (
      <span className={classes}>
        {formatEuro(range.min)} – {formatEuro(range.max)}
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
