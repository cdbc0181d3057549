import { type CartLine as CartLineData, MESSAGES } from '@peptide/domain';
import {
  Banner,
  Button,
  ButtonLink,
  CartLine,
  CartTotals,
  CouponForm,
  FormAlert,
  FreeShippingMeter,
  notify,
} from '@peptide/ui';
import { useEffect, useRef, useState } from 'react';
import { shippingMethodInEffect, shippingMethodsOf } from '../checkout/checkoutChoices';
import { AwaitingPaymentNotice } from '../checkout/PaymentNotice';
import { useCartActions } from '../commerce/cartActions';
import { CART_ACTION, useCartForms } from '../commerce/cartForms';
import { useCartView } from '../commerce/cartView';
import { useFreeShippingThreshold } from '../commerce/freeShippingThreshold';
import { useShopper } from '../commerce/shopper';
import { EmptyState } from '../components/EmptyState';
import { appliedCouponCode, toCartLineItem } from '../lib/cartMappers';
import type { PendingPayment } from '../lib/pendingPayment';
import * as styles from './CartPage.css';
import type { ServerCart } from './cartForms.server';

const PROCEED = 'Proceed to Checkout';

/** What the /cart route hands the page. */
export interface CartPageProps {
  /** The shopper's placed order that awaits its payment, as the session keeps it. */
  awaiting: PendingPayment | null;
  /** Why the server refused a form posted without scripts, if it did. */
  formError: string | null;
  /** Why the server refused a coupon posted without scripts, shown at the coupon box. */
  couponError: string | null;
  /** A logged-in customer's saved shipping address, as the server read it (else null). */
  savedShipping: ServerCart['shipping'];
}

/**
 * The cart page: lines with their own spinners, the coupon box,
 * and the Cart Total box with Proceed to Checkout. An empty cart shows only the empty state and
 * its way to the shop (with the notice of an order that awaits payment, if any): a coupon box
 * and totals of nothing have nothing to act on.
 *
 * @remarks Its forms post to the /cart action, as forms without scripts and through fetchers
 *   with them (the line shows its change at once); a refused change is said in a toast (not only
 *   logged) and the page shows the cart the server then holds, so it never shows what the
 *   server does not hold. The cart is the page's loader's until the shopper's fetcher answers,
 *   and that fetcher's afterwards (`useCartView`). On load a logged-in customer's saved shipping address becomes the cart's, once, so
 *   the rates are theirs; a guest's cart keeps what the backend assumes (WooCommerce: the shop's
 *   base country) until the checkout has an address. Shipping shows the backend's own rate label,
 *   and every rate the backend offers is there to choose (free shipping beside the flat rate
 *   above the threshold): a radio posts the choice, and Update shipping posts it without scripts.
 */
export function CartPage({ awaiting, formError, couponError, savedShipping }: CartPageProps) {
  const cart = useCartView();
  useCartShippingAddress(savedShipping);

  const actions = useCartActions();
  const chooseShipping = useChooseShipping();
  const meter = useFreeShippingThreshold();

  const empty = cart.lines.length === 0;
  const couponCode = appliedCouponCode(cart.cart, cart.couponCode);

  if (empty) {
    return (
      <>
        <Banner title="Cart" crumbs={[{ label: 'Home', href: '/' }, { label: 'Cart' }]} />
        <div className={styles.empty}>
          <AwaitingPaymentNotice pending={awaiting} />
          <EmptyState message={MESSAGES.cartEmpty} />
        </div>
      </>
    );
  }

  return (
    <>
      <Banner title="Cart" crumbs={[{ label: 'Home', href: '/' }, { label: 'Cart' }]} />
      <div className={styles.layout}>
        <section aria-label="Cart items" className={styles.lines}>
          <AwaitingPaymentNotice pending={awaiting} />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          {cart.lines.length > 0 ? (
            <ul className={styles.list}>
              {cart.lines.map((line: CartLineData) => (
                <CartLine
                  key={line.key}
                  line={toCartLineItem(line)}
                  busy={cart.busy(line.key)}
                  onIncrement={() => actions.step(line, 'increment')}
                  onDecrement={() => actions.step(line, 'decrement')}
                  onRemove={() => actions.remove(line)}
                  formAction={CART_ACTION}
                />
              ))}
            </ul>
          ) : null}
        </section>
        <div className={styles.aside}>
          {meter.shown ? (
            <FreeShippingMeter
              subtotal={cart.totals.subtotal}
              couponDiscount={cart.totals.discount}
              threshold={meter.threshold}
            />
          ) : null}
          <CouponForm
            action={CART_ACTION}
            onApply={actions.applyCoupon}
            error={couponError}
            busy={cart.couponBusy}
            hasDiscount={cart.totals.discount > 0}
            appliedCode={couponCode}
          />
          <CartTotals
            subtotal={cart.totals.subtotal}
            discount={cart.totals.discount}
            couponCode={couponCode}
            onRemoveCoupon={couponCode ? () => actions.removeCoupon(couponCode) : undefined}
            removingCoupon={cart.couponBusy}
            removeCouponAction={CART_ACTION}
            bitcoinDiscount={cart.totals.bitcoinDiscount}
            shipping={cart.totals.shipping}
            shippingLabel={cart.lines.length > 0 ? cart.totals.shippingLabel : undefined}
            shippingRates={{
              rates: shippingMethodsOf(cart.cart),
              chosen: shippingMethodInEffect(cart.cart),
              onChoose: chooseShipping.choose,
              action: CART_ACTION,
              busy: chooseShipping.busy,
            }}
            total={cart.totals.total}
            updating={cart.totals.updating}
          >
            {cart.lines.length > 0 ? (
              <ButtonLink href="/checkout" size="lg" fullWidth>
                {PROCEED}
              </ButtonLink>
            ) : (
              <Button size="lg" fullWidth disabled>
                {PROCEED}
              </Button>
            )}
          </CartTotals>
        </div>
      </div>
    </>
  );
}

/**
 * Sets a logged-in customer's saved shipping address (read with the page) as the cart's, once per
 * visit of the page; no address is invented for anyone else.
 */
function useCartShippingAddress(saved: ServerCart['shipping']) {
  const forms = useCartForms();
  const { ready, user } = useShopper();
  const loggedIn = user !== null;
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || !loggedIn) return;
    done.current = true;
    if (saved?.address1) void forms.shipTo(saved);
  }, [ready, loggedIn, saved, forms]);
}

/** Chooses a shipping rate through the cart forms; a refusal is said in a toast. */
function useChooseShipping() {
  const forms = useCartForms();
  const [busy, setBusy] = useState(false);
  const choose = async (id: string) => {
    setBusy(true);
    const result = await forms.chooseShipping(id);
    setBusy(false);
    if (!result.ok) notify.error(result.error);
  };
  return { busy, choose: (id: string) => void choose(id) };
}
