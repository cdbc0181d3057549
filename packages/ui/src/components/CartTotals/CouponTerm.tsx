import { MESSAGES } from '@peptide/domain';
import { Button } from '../Button/Button';
import { CART_INTENTS } from '../cartIntents';
import { EnhancedForm } from '../EnhancedForm/EnhancedForm';
import * as styles from './CouponTerm.css';

export interface CouponTermProps {
  /** The applied coupon's code, named in the label and in the Remove button's name. */
  couponCode?: string | null;
  onRemoveCoupon?: () => void;
  removingCoupon?: boolean;
  /** The label without a code. */
  label?: string;
  removeLabel?: string;
  /** Where Remove posts the code before or without scripts; with scripts `onRemoveCoupon` runs. */
  removeCouponAction?: string;
}

/**
 * The discount row's term (`Discount (CODE)`) with its Remove button beside it, so the amounts
 * keep one column; shared by the Cart Total box and the mini cart.
 */
export function CouponTerm({
  couponCode,
  onRemoveCoupon,
  removingCoupon = false,
  label = MESSAGES.discountCouponLabel,
  removeLabel = MESSAGES.removeCoupon,
  removeCouponAction,
}: CouponTermProps) {
  const remove = onRemoveCoupon ? (
    <Button
      type={removeCouponAction ? 'submit' : 'button'}
      name="intent"
      value={CART_INTENTS.removeCoupon}
      variant="link"
      size="sm"
      onClick={removeCouponAction ? undefined : onRemoveCoupon}
      busy={removingCoupon}
      busyLabel="Removing coupon"
      aria-label={couponCode ? MESSAGES.removeCouponNamed(couponCode) : undefined}
    >
      {removeLabel}
    </Button>
  ) : null;
  return (
    <dt className={styles.term}>
      {couponCode ? MESSAGES.discountWithCode(couponCode) : label}
      {remove && removeCouponAction ? (
        <EnhancedForm
          className={styles.removeForm}
          action={removeCouponAction}
          onSubmit={() => onRemoveCoupon?.()}
        >
          <input type="hidden" name="code" value={couponCode ?? ''} />
          {remove}
        </EnhancedForm>
      ) : (
        remove
      )}
    </dt>
  );
}
