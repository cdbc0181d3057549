import { formatEuro, MESSAGES } from '@peptide/domain';
import type { ReactNode } from 'react';
import * as styles from './CartTotals.css';
import { CouponTerm } from './CouponTerm';
import { ShippingRates, type ShippingRatesProps } from './ShippingRates';

export interface CartTotalsProps {
  subtotal: number;
  /** Coupon discount; its row shows when above 0. */
  discount?: number;
  /** The applied coupon's code, named in the discount row and in its Remove button. */
  couponCode?: string | null;
  onRemoveCoupon?: () => void;
  removingCoupon?: boolean;
  /** Where Remove posts the code before or without scripts (the cart page's action). */
  removeCouponAction?: string;
  /** Bitcoin payment discount (checkout); its row shows when above 0. */
  bitcoinDiscount?: number;
  shipping: number;
  /** For example "Xpresspost" or the chosen method's name. */
  shippingLabel?: string;
  /**
   * The rates the backend offers, to choose among (the cart page); with fewer than two there is
   * nothing to choose, and the Shipping row alone names the rate.
   */
  shippingRates?: ShippingRatesProps;
  total: number;
  /**
   * A change waits for the backend's figures: the box is marked busy and says it is updating
   * (the figures shown are the last ones answered).
   */
  updating?: boolean;
  title?: string;
  /** Rendered under the totals, for example Proceed to Checkout. */
  children?: ReactNode;
  subtotalLabel?: string;
  discountLabel?: string;
  removeCouponLabel?: string;
  bitcoinDiscountLabel?: string;
  shippingTitle?: string;
  totalLabel?: string;
}

/**
 * The Cart Total box: Subtotal, the discount (`Discount (CODE)`) with its Remove button on the
 * same row, Shipping and Total, and
 * under them the choice of the rates the backend offers, where it offers more than one.
 */
export function CartTotals({
  subtotal,
  discount = 0,
  couponCode,
  onRemoveCoupon,
  removingCoupon = false,
  removeCouponAction,
  bitcoinDiscount = 0,
  shipping,
  shippingLabel,
  shippingRates,
  total,
  updating = false,
  title = 'Cart Total',
  children,
  subtotalLabel = 'Subtotal',
  discountLabel = MESSAGES.discountCouponLabel,
  removeCouponLabel = MESSAGES.removeCoupon,
  bitcoinDiscountLabel = `Bitcoin (${MESSAGES.bitcoinDiscountLabel})`,
  shippingTitle = 'Shipping',
  totalLabel = 'Total',
}: CartTotalsProps) {
  return (
    <section className={styles.root} aria-label={title} aria-busy={updating}>
      <h2 className={styles.title}>{title}</h2>
      {updating ? (
        <p className={styles.updating} role="status">
          {MESSAGES.totalsUpdating}
        </p>
      ) : null}
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt className={styles.term}>{subtotalLabel}</dt>
          <dd className={styles.value}>{formatEuro(subtotal)}</dd>
        </div>
        {discount > 0 ? (
          <div className={styles.row}>
            <CouponTerm
              couponCode={couponCode}
              onRemoveCoupon={onRemoveCoupon}
              removingCoupon={removingCoupon}
              removeCouponAction={removeCouponAction}
              label={discountLabel}
              removeLabel={removeCouponLabel}
            />
            <dd className={`${styles.value} ${styles.discount}`}>{formatEuro(-discount)}</dd>
          </div>
        ) : null}
        {bitcoinDiscount > 0 ? (
          <div className={styles.row}>
            <dt className={styles.term}>{bitcoinDiscountLabel}</dt>
            <dd className={`${styles.value} ${styles.discount}`}>{formatEuro(-bitcoinDiscount)}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt className={styles.term}>{shippingTitle}</dt>
          <dd className={styles.value}>
            <span>
              {formatEuro(shipping)}
              {shippingLabel ? <span className={styles.note}>{shippingLabel}</span> : null}
            </span>
          </dd>
        </div>
        <div className={styles.total}>
          <dt className={styles.totalTerm}>{totalLabel}</dt>
          <dd className={styles.value}>{formatEuro(total)}</dd>
        </div>
      </dl>
      {shippingRates && shippingRates.rates.length > 1 ? (
        <div className={styles.choice}>
          <ShippingRates {...shippingRates} />
        </div>
      ) : null}
      {children}
    </section>
  );
}
