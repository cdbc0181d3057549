import { MESSAGES } from '@peptide/domain';
import { MiniCart } from '@peptide/ui';
import { appliedCouponCode, toCartLineItem } from '../lib/cartMappers';
import { useCartActions } from './cartActions';
import { useCartView } from './cartView';
import { useFreeShippingThreshold } from './freeShippingThreshold';
import { useMiniCart } from './miniCart';

/**
 * The mini cart sheet: lines with quantity changes and removal, the
 * free-shipping meter with the backend's threshold (or the configured one; none, no meter), the promo code (naming the applied coupon),
 * subtotal, the coupon's discount with its code, and Checkout Now. While a change waits for the
 * backend, the figures are its last answer, said to be updating.
 *
 * @remarks Its changes post to the /cart action through fetchers (each shows at once); a refused
 *   one is said in a toast (not only logged) and the sheet shows the cart the action answered.
 */
export function ShopMiniCart() {
  const { open, setOpen, opener } = useMiniCart();
  const cart = useCartView();
  const { shown: meterShown, threshold } = useFreeShippingThreshold();

  const actions = useCartActions();
  const couponCode = appliedCouponCode(cart.cart, cart.couponCode);

  return (
    <MiniCart.Root open={open} onOpenChange={setOpen}>
      <MiniCart.Content returnFocus={opener}>
        {cart.lines.length === 0 ? (
          <MiniCart.Empty />
        ) : (
          <>
            <MiniCart.Body>
              {/* No threshold, no meter: the component's own default is the shop's, not the backend's. */}
              {meterShown ? (
                <MiniCart.Meter
                  subtotal={cart.totals.subtotal}
                  couponDiscount={cart.totals.discount}
                  threshold={threshold}
                />
              ) : null}
              <MiniCart.Lines>
                {cart.lines.map((line) => (
                  <MiniCart.Line
                    key={line.key}
                    line={toCartLineItem(line)}
                    busy={cart.busy(line.key)}
                    onIncrement={() => actions.step(line, 'increment')}
                    onDecrement={() => actions.step(line, 'decrement')}
                    onRemove={() => actions.remove(line)}
                  />
                ))}
              </MiniCart.Lines>
            </MiniCart.Body>
            <MiniCart.Footer
              subtotal={cart.totals.subtotal}
              discount={cart.totals.discount}
              couponCode={couponCode}
              onRemoveCoupon={couponCode ? () => actions.removeCoupon(couponCode) : undefined}
              removingCoupon={cart.couponBusy}
              checkoutLabel={MESSAGES.checkoutNow}
              updating={cart.totals.updating}
            >
              <MiniCart.Promo
                onApply={actions.applyCoupon}
                busy={cart.couponBusy}
                hasDiscount={cart.totals.discount > 0}
                appliedCode={couponCode}
              />
            </MiniCart.Footer>
          </>
        )}
      </MiniCart.Content>
    </MiniCart.Root>
  );
}
