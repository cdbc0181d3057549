import { MESSAGES } from '@peptide/domain';
import * as styles from './StockLabel.css';

export interface StockLabelProps {
  stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK';
  /** Units left when stock is managed; shown as "N in stock". */
  stockQuantity?: number | null;
  inStockLabel?: (quantity: number | null) => string;
  outOfStockLabel?: string;
}

const defaultInStockLabel = (quantity: number | null) =>
  quantity != null ? `${quantity} in stock` : 'In stock';

/** Whether a product can be bought, with the units left when known. */
export function StockLabel({
  stockStatus,
  stockQuantity,
  inStockLabel = defaultInStockLabel,
  outOfStockLabel = MESSAGES.outOfStock,
}: StockLabelProps) {
  const inStock = stockStatus === 'IN_STOCK' && (stockQuantity == null || stockQuantity > 0);
  return (
    <p className={styles.root({ inStock })}>
      <span className={styles.dot} aria-hidden="true" />
      {inStock ? inStockLabel(stockQuantity ?? null) : outOfStockLabel}
    </p>
  );
}
