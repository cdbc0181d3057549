import { findInsuranceLine, MESSAGES } from '@peptide/domain';
import {
  Banner,
  type CheckoutFormDefaults,
  type CheckoutFormValues,
  FormAlert,
  type Loadable,
  notify,
} from '@peptide/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useCartView } from '../commerce/cartView';
import { useShopper } from '../commerce/shopper';
import { EmptyState } from '../components/EmptyState';
import { CANCELLED_PARAM, cancelledOrderId, type PendingPayment } from '../lib/pendingPayment';
import { useFetcherAnswer } from '../lib/useFetcherAnswer';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';
import * as styles from './CheckoutPage.css';
import { paymentMethodPricedIn, shippingMethodInEffect } from './checkoutChoices';
import { readCheckoutDraft, writeCheckoutDraft } from './checkoutDraft';
import {
  type CheckoutFormAnswer,
  checkoutFormBody,
  PLACE_ON_PAGE,
  type ServerCheckout,
} from './checkoutFormData';
import { followPlacedOrder } from './followPlacedOrder';
import { PaymentNotice } from './PaymentNotice';
import { ShopCheckoutForm } from './ShopCheckoutForm';
import { savedCheckoutDefaults } from './savedCheckoutDefaults';
import { useCartDestination } from './useCartDestination';

const sessionStore = (): Storage | null =>
  typeof window === 'undefined' ? null : window.sessionStorage;

/**
 * The checkout page: the form, the order summary with the server's totals, shipping methods,
 * insurance, coupon and payment options; Place Orders places the order once and sends the browser
 * to the payment page, or (an offline gateway) to order received.
 *
 * @remarks Choices of payment method, shipping method and insurance go to the server at once and
 *   the cart comes back in the answer; the address it ships to goes to the cart once typing
 *   rests, so the shipping methods are the backend's rates for it. The form is kept in session
 *   storage, so a reload or a cancelled payment loses nothing, and forgotten once the order is
 *   paid. Place Order is one post to the route's action, with scripts (a fetcher, whose answer
 *   the page follows: {@link followPlacedOrder}) or without (a form, answered by a redirect).
 *   A placed order stays on the page until the browser has left for its payment, and, while it
 *   awaits its payment, a notice links back to it: the shopper's session keeps the order and its
 *   payment page, so Back from the payment page, another tab and the cart page find it; a
 *   cancelled payment is said. Before or without scripts the server's cart shows, and a refusal
 *   comes back with the form as posted and its messages.
 */
/** Where the checkout form posts before or without scripts: the /checkout route's action. */
const CHECKOUT_FORM_ACTION = '/checkout';

/** What the /checkout route hands the page. */
export interface CheckoutPageProps {
  /** The session's cart and the gateways, as the server read them. */
  server: ServerCheckout;
  /** The server's answer to a Place Order it refused (posted without scripts), if any. */
  answer: CheckoutFormAnswer | null;
}

export function CheckoutPage({ server, answer }: CheckoutPageProps) {
  const { ready, user } = useShopper();
  const isLoggedIn = user !== null;
  const cart = useCartView();
  // A customer's saved addresses come with the page (its loader), as the session names them.
  const customer = server.customer;
  const navigate = useNavigate();
  const followDestination = useCartDestination();
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const placingRef = useRef(false);
  // The draft is read after hydration: the server has none, and the first render must match.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const [searchParams, setSearchParams] = useSearchParams();
  const [cancelledOrder] = useState(() => cancelledOrderId(searchParams.get(CANCELLED_PARAM)));
  // The order this page is sending to its payment page. A registration at checkout logs the
  // shopper in during the seconds before the redirect; the page stays mounted and shows it.
  const [redirecting, setRedirecting] = useState<PendingPayment | null>(null);
  // The session keeps the placed order while it awaits its payment; the server says so.
  const pending = server.awaiting;
  const { revalidate } = useRevalidator();
  const settled = useRef(false);
  // The server settled a cancelled order; the address loses its marker so a reload says nothing.
  useEffect(() => {
    if (settled.current) return;
    settled.current = true;
    if (cancelledOrder) setSearchParams({}, { replace: true, preventScrollReset: true });
  }, [cancelledOrder, setSearchParams]);
  // Back from the payment page may restore this page as it was left: on the way out. The server
  // says again which order awaits its payment.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setRedirecting(null);
      placingRef.current = false;
      setPlacing(false);
      void revalidate();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [revalidate]);

  // Place Order posts the form to the route's action, which places the order; the page follows
  // its answer (the payment page, or order received).
  const fetcher = useFetcher<CheckoutFormAnswer>();
  const [askAccountPassword, setAskAccountPassword] = useState(answer?.askAccountPassword === true);
  const submit = (values: CheckoutFormValues) => {
    if (placingRef.current) return;
    placingRef.current = true;
    setPlacing(true);
    setError(null);
    const choices = {
      shippingMethod: shippingMethodInEffect(cart.cart),
      insured: findInsuranceLine(cart.lines, INSURANCE_PRODUCT_ID) !== undefined,
    };
    void fetcher.submit(checkoutFormBody(values, choices, PLACE_ON_PAGE), {
      method: 'post',
      action: CHECKOUT_FORM_ACTION,
    });
  };
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.placed) {
      void followPlacedOrder(answer.placed, {
        awaitingPayment: (orderId, paymentUrl) => {
          setRedirecting({ orderId, paymentUrl });
          // The notice takes the place of the long form: bring it into view, at once, since a
          // smooth scroll still running when the browser leaves is the position Back comes back to.
          window.scrollTo({ top: 0, behavior: 'instant' });
        },
        tell: ({ tone, message }) => notify[tone](message),
        pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        redirect: (url) => window.location.assign(url),
        received: (path) => navigate(path),
      });
      return;
    }
    const message = answer.error ?? MESSAGES.requestFailed;
    if (answer.askAccountPassword) setAskAccountPassword(true);
    // Said once, in the banner at the top of the form (with each field's own message at the
    // field): a toast would repeat it over the fields.
    setError(message);
    placingRef.current = false;
    setPlacing(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  });

  // The draft is read once hydrated; the form takes it, or else the customer's saved addresses,
  // which come with the page: the server renders them, so the form never paints empty first.
  const draft = useMemo(() => (hydrated ? readCheckoutDraft(sessionStore()) : null), [hydrated]);
  const posted = answer?.values ?? null;
  const saved = useMemo(() => (customer ? savedCheckoutDefaults(customer) : null), [customer]);
  // The method the cart is priced for (a bitcoin discount kept from an earlier visit) is the one
  // shown chosen, so the total never counts a discount for a method the form does not show.
  const pricedFor = paymentMethodPricedIn(cart.cart);
  const defaultValues = useMemo<Loadable<CheckoutFormDefaults>>(() => {
    if (posted) return { status: 'ready', data: posted };
    if (draft) {
      return {
        status: 'ready',
        data: {
          ...draft,
          billing: draft.billing ?? saved?.billing,
          shipping: draft.shipping ?? saved?.shipping,
          paymentMethod: draft.paymentMethod || pricedFor,
        },
      };
    }
    if (saved) return { status: 'ready', data: { ...saved, paymentMethod: pricedFor } };
    if (!hydrated || !ready) {
      return pricedFor
        ? { status: 'ready', data: { paymentMethod: pricedFor } }
        : { status: 'loading' };
    }
    return { status: 'ready', data: { paymentMethod: pricedFor } };
  }, [posted, hydrated, ready, draft, saved, pricedFor]);

  return (
    <>
      <Banner title="Checkout" crumbs={[{ label: 'Home', href: '/' }, { label: 'Checkout' }]} />
      <div className={styles.page}>
        {server.notice ? (
          <FormAlert tone={server.notice.tone} className={styles.notice}>
            {server.notice.message}
          </FormAlert>
        ) : null}
        {redirecting ? (
          <PaymentNotice
            message={MESSAGES.paymentRedirecting}
            paymentUrl={redirecting.paymentUrl}
            linkLabel={MESSAGES.goToPayment}
          />
        ) : null}
        {!redirecting && cancelledOrder ? (
          <PaymentNotice message={MESSAGES.paymentCancelled} />
        ) : null}
        {!redirecting && pending ? (
          <PaymentNotice
            message={MESSAGES.orderAwaitingPayment(pending.orderId)}
            paymentUrl={pending.paymentUrl}
            linkLabel={MESSAGES.goToPayment}
          />
        ) : null}
        {redirecting ? null : cart.lines.length === 0 && !placing ? (
          <EmptyState message={MESSAGES.cartEmpty} />
        ) : (
          <ShopCheckoutForm
            defaultValues={defaultValues}
            onValuesChange={(values) => {
              writeCheckoutDraft(sessionStore(), values);
              followDestination(values);
            }}
            onSubmit={submit}
            action={CHECKOUT_FORM_ACTION}
            server={server}
            initialErrors={answer?.errors}
            couponError={answer?.couponError}
            guest={!isLoggedIn}
            askAccountPassword={askAccountPassword}
            placing={placing}
            error={error ?? answer?.error ?? null}
          />
        )}
      </div>
    </>
  );
}
