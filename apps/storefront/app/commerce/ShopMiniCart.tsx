import { MESSAGES } from '@peptide/domain';
import type { ActionResult } from '@peptide/sdk';
import { useCart, useCoupon, useShopSnapshot, useShopStore } from '@peptide/sdk/react';
import { MiniCart, notify } from '@peptide/ui';
import { useEffect } from 'react';
import { toCartLineItem } from '../lib/cartMappers';
import { useMiniCart } from './miniCart';

/**
 * The mini cart sheet (spec section 2): lines with quantity changes and removal, the
 * free-shipping meter with the server's threshold, the promo code, subtotal and Checkout Now.
 *
 * @remarks A refused quantity change or removal is rolled back by the store and said in a toast
 *   (the spec only logs it), and the cart is loaded again so it shows what the server holds.
 */
export function ShopMiniCart() {
  const { open, setOpen } = useMiniCart();
  const store = useShopStore();
  const { freeShippingThreshold } = useShopSnapshot();
  const cart = useCart();
  const coupon = useCoupon();

  useEffect(() => {
    if (open) void store.loadFreeShippingThreshold();
  }, [open, store]);

  const change = async (action: Promise<ActionResult>) => {
    const result = await action;
    if (result.ok || result.ignored) return;
    notify.error(result.message);
    void cart.refetch();
  };

  const applyCoupon = async (code: string) => {
    const result = await coupon.apply(code);
    if (result.ok) notify.success(result.message);
    else if (!result.ignored) notify.error(result.message);
  };

  return (
    <MiniCart.Root open={open} onOpenChange={setOpen}>
      <MiniCart.Content>
        {cart.lines.length === 0 ? (
          <MiniCart.Empty />
        ) : (
          <>
            <MiniCart.Body>
              <MiniCart.Meter
                subtotal={cart.totals.subtotal}
                threshold={freeShippingThreshold ?? undefined}
              />
              <MiniCart.Lines>
                {cart.lines.map((line) => (
                  <MiniCart.Line
                    key={line.key}
                    line={toCartLineItem(line)}
                    busy={cart.busy(line.key)}
                    onIncrement={() => change(cart.updateQuantity(line.key, line.quantity + 1))}
                    onDecrement={() => change(cart.updateQuantity(line.key, line.quantity - 1))}
                    onRemove={() => change(cart.remove(line.key))}
                  />
                ))}
              </MiniCart.Lines>
            </MiniCart.Body>
            <MiniCart.Footer subtotal={cart.totals.subtotal} checkoutLabel={MESSAGES.checkoutNow}>
              <MiniCart.Promo
                onApply={applyCoupon}
                busy={coupon.busy}
                hasDiscount={cart.totals.discount > 0}
              />
            </MiniCart.Footer>
          </>
        )}
      </MiniCart.Content>
    </MiniCart.Root>
  );
}
