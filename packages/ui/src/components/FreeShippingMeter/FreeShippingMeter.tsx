import { freeShippingProgress, LIMITS } from '@peptide/domain';
import * as styles from './FreeShippingMeter.css';

export interface FreeShippingMeterProps {
  subtotal: number;
  /**
   * The coupons' discount, 0 by default: free shipping is judged on the subtotal after coupons,
   * as the cart's shipping is (the domain's `freeShippingBasis`).
   */
  couponDiscount?: number;
  /** Free-shipping threshold; the mini cart gets it from the server. */
  threshold?: number;
  label?: string;
}

/** How far the cart is from free EU shipping, as a bar and `MESSAGES.freeShippingRemaining`'s sentence. */
export function FreeShippingMeter({
  subtotal,
  couponDiscount = 0,
  threshold = LIMITS.freeShippingThreshold,
  label = 'Free shipping progress',
}: FreeShippingMeterProps) {
  const progress = freeShippingProgress(subtotal, threshold, couponDiscount);
  return (
    <div className={styles.root}>
      <p className={progress.reached ? `${styles.message} ${styles.reached}` : styles.message}>
        {progress.message}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.percent)}
        aria-valuetext={progress.message}
      >
        <div
          className={progress.reached ? `${styles.fill} ${styles.fillReached}` : styles.fill}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}
