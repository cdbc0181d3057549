import { formatEuro, MESSAGES } from '@peptide/domain';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as dialog from '../../dialog/dialog.css';
import { useReturnFocus } from '../../dialog/useReturnFocus';
import { CartIcon, CloseIcon } from '../../icons/icons';
import { ButtonLink } from '../Button/Button';
import { CartLine, type CartLineProps } from '../CartLine/CartLine';
import { CouponTerm } from '../CartTotals/CouponTerm';
import { CouponForm, type CouponFormProps } from '../CouponForm/CouponForm';
import {
  FreeShippingMeter,
  type FreeShippingMeterProps,
} from '../FreeShippingMeter/FreeShippingMeter';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './MiniCart.css';

/* -------------------------------------------------------------------------------------------------
 * Root
 * -----------------------------------------------------------------------------------------------*/

export interface MiniCartRootProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** Holds the open state of the mini cart (a Radix Dialog). */
export function MiniCartRoot({ open, onOpenChange, children }: MiniCartRootProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {children}
    </Dialog.Root>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Content
 * -----------------------------------------------------------------------------------------------*/

export interface MiniCartContentProps {
  children: ReactNode;
  title?: string;
  closeLabel?: string;
  /**
   * Where focus goes back on close when nothing had focus as the sheet opened: an add's button,
   * which was disabled while busy, when the sheet opens by itself after the add.
   */
  returnFocus?: () => HTMLElement | null;
}

/**
 * The right-side sheet with the "Your Cart" tab and a close icon. It closes on the icon, a click
 * outside and Escape, traps focus while open and returns it to whatever opened it.
 */
export function MiniCartContent({
  children,
  title = MESSAGES.yourCartTab,
  closeLabel = 'Close cart',
  returnFocus,
}: MiniCartContentProps) {
  const focusHandlers = useReturnFocus(returnFocus);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} data-testid="mini-cart-overlay" />
      <Dialog.Content
        className={dialog.sheet({ side: 'right' })}
        aria-describedby={undefined}
        {...focusHandlers}
      >
        <div className={dialog.sheetHeader}>
          <Dialog.Title className={styles.tab}>{title}</Dialog.Title>
          <Dialog.Close asChild>
            <IconButton label={closeLabel} icon={<CloseIcon />} />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Body, Meter, Lines, Line
 * -----------------------------------------------------------------------------------------------*/

/** The scrolling middle of the sheet. */
export function MiniCartBody({ children }: { children: ReactNode }) {
  return <div className={`${dialog.sheetBody} ${styles.body}`}>{children}</div>;
}

/** The free-shipping meter at the top of the lines. */
export function MiniCartMeter(props: FreeShippingMeterProps) {
  return <FreeShippingMeter {...props} />;
}

/** The list of cart lines. */
export function MiniCartLines({
  children,
  label = 'Cart items',
}: {
  children: ReactNode;
  label?: string;
}) {
  return (
    <ul className={styles.lines} aria-label={label}>
      {children}
    </ul>
  );
}

/** One line of the mini cart (a `CartLine` list item). */
export function MiniCartLine(props: Omit<CartLineProps, 'as'>) {
  return <CartLine {...props} as="li" />;
}

/* -------------------------------------------------------------------------------------------------
 * Promo
 * -----------------------------------------------------------------------------------------------*/

/** The optional promo code box. */
export function MiniCartPromo({
  label = 'Promo code',
  placeholder = 'Promo code',
  applyLabel = 'Apply',
  ...props
}: CouponFormProps) {
  return <CouponForm label={label} placeholder={placeholder} applyLabel={applyLabel} {...props} />;
}

/* -------------------------------------------------------------------------------------------------
 * Empty
 * -----------------------------------------------------------------------------------------------*/

export interface MiniCartEmptyProps {
  message?: string;
  shopHref?: string;
  shopLabel?: string;
}

/** Shown instead of the lines when the cart is empty, with a way back to the shop. */
export function MiniCartEmpty({
  message = MESSAGES.miniCartEmpty,
  shopHref = '/shop',
  shopLabel = 'Continue shopping',
}: MiniCartEmptyProps) {
  return (
    <div className={styles.empty}>
      <CartIcon size={40} />
      <p className={styles.emptyTitle}>{message}</p>
      <Dialog.Close asChild>
        <ButtonLink href={shopHref} variant="secondary">
          {shopLabel}
        </ButtonLink>
      </Dialog.Close>
    </div>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Footer
 * -----------------------------------------------------------------------------------------------*/

export interface MiniCartFooterProps {
  subtotal: number;
  subtotalLabel?: string;
  /** The coupon discount; its row shows under the subtotal when above 0. */
  discount?: number;
  /** The applied coupon's code, named in the discount row. */
  couponCode?: string | null;
  /** Removes the coupon; a Remove button shows beside the discount when given. */
  onRemoveCoupon?: () => void;
  removingCoupon?: boolean;
  checkoutHref?: string;
  checkoutLabel?: string;
  /** The cart page, linked beside Checkout Now. */
  cartHref?: string;
  viewCartLabel?: string;
  /** Names the subtotal less the coupon's discount, shown when there is a discount. */
  afterDiscountLabel?: string;
  /**
   * A change waits for the backend's figures: the totals shown are its last answer, marked busy
   * and said to be updating, never figures the page worked out itself.
   */
  updating?: boolean;
  children?: ReactNode;
}

/**
 * Subtotal, the coupon discount and the subtotal after it when there is one, View cart and
 * Checkout Now, pinned under the lines.
 */
export function MiniCartFooter({
  subtotal,
  subtotalLabel = 'Subtotal',
  discount = 0,
  couponCode,
  onRemoveCoupon,
  removingCoupon = false,
  checkoutHref = '/checkout',
  checkoutLabel = MESSAGES.checkoutNow,
  cartHref = '/cart',
  viewCartLabel = 'View cart',
  afterDiscountLabel = 'Subtotal after discount',
  updating = false,
  children,
}: MiniCartFooterProps) {
  return (
    <div className={dialog.sheetFooter}>
      {children}
      <dl className={styles.totals} aria-busy={updating}>
        <div className={styles.subtotal}>
          <dt>
            {subtotalLabel}
            {updating ? (
              <span className={styles.updating} role="status">
                {MESSAGES.totalsUpdating}
              </span>
            ) : null}
          </dt>
          <dd>{formatEuro(subtotal)}</dd>
        </div>
        {discount > 0 ? (
          <div className={styles.discount}>
            <CouponTerm
              couponCode={couponCode}
              onRemoveCoupon={onRemoveCoupon}
              removingCoupon={removingCoupon}
            />
            <dd className={styles.discountValue}>{formatEuro(-discount)}</dd>
          </div>
        ) : null}
        {discount > 0 ? (
          <div className={styles.subtotal}>
            <dt>{afterDiscountLabel}</dt>
            <dd>{formatEuro(Math.max(0, subtotal - discount))}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.footerActions}>
        <ButtonLink href={cartHref} variant="secondary" fullWidth size="lg">
          {viewCartLabel}
        </ButtonLink>
        <ButtonLink href={checkoutHref} fullWidth size="lg">
          {checkoutLabel}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The mini cart's parts, for `MiniCart.Root`, `MiniCart.Content`, `MiniCart.Line` and so on. */
export const MiniCart = {
  Root: MiniCartRoot,
  Content: MiniCartContent,
  Body: MiniCartBody,
  Meter: MiniCartMeter,
  Lines: MiniCartLines,
  Line: MiniCartLine,
  Promo: MiniCartPromo,
  Empty: MiniCartEmpty,
  Footer: MiniCartFooter,
};
