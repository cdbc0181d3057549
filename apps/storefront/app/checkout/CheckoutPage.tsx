import {
  type AddressInput,
  DEFAULT_SHIPPING_METHOD_ID,
  findInsuranceLine,
  LIMITS,
  MESSAGES,
  type ShippingMethod,
} from '@peptide/domain';
import {
  CheckoutDocument,
  type CheckoutInput,
  type CountriesEnum,
  GetPaymentGatewaysDocument,
  startPayment,
} from '@peptide/sdk';
import {
  useAuth,
  useCart,
  useCoupon,
  useCustomer,
  useShopSnapshot,
  useShopStore,
} from '@peptide/sdk/react';
import {
  Banner,
  CheckoutForm,
  type CheckoutFormValues,
  CouponForm,
  notify,
  type OrderLine,
} from '@peptide/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useCartActions } from '../commerce/cartActions';
import { EmptyState } from '../components/EmptyState';
import { appliedCouponCode } from '../lib/cartMappers';
import * as styles from './CheckoutPage.css';
import { type CheckoutDraft, readCheckoutDraft, writeCheckoutDraft } from './checkoutDraft';
import { PaymentNotice } from './PaymentNotice';
import {
  type PendingPayment,
  readPendingPayment,
  settlePendingPayment,
  writePendingPayment,
} from './pendingPayment';
import { type OrderRequest, orderCreationMessage, placeOrder } from './placeOrder';

const sessionStore = (): Storage | null =>
  typeof window === 'undefined' ? null : window.sessionStorage;

/**
 * The order this document is sending to its payment page. It lives outside the page's state
 * because a registration at checkout logs the shopper in during the seconds before the redirect,
 * which remounts the page; the new page must still show the placed order, not the emptied cart.
 */
let leavingFor: PendingPayment | null = null;

/** The order id of the payment simulator's Cancel redirect (`/checkout?cancelled=42`). */
function cancelledOrderId(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The address as the checkout mutation takes it. */
function addressInput(address: AddressInput) {
  return {
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    company: address.company ?? '',
    address1: address.address1 ?? '',
    city: address.city ?? '',
    postcode: address.postcode ?? '',
    country: (address.country ?? undefined) as CountriesEnum | undefined,
    email: address.email ?? undefined,
    phone: address.phone ?? undefined,
  };
}

function checkoutInput(
  request: OrderRequest,
  industry: string,
  shippingMethod: string | null,
): CheckoutInput {
  const billing = addressInput(request.billing);
  const { email: _email, phone: _phone, ...billingAsShipping } = billing;
  return {
    billing,
    shipping: request.shipToDifferentAddress ? addressInput(request.shipping) : billingAsShipping,
    shipToDifferentAddress: request.shipToDifferentAddress,
    paymentMethod: request.paymentMethod,
    customerNote: request.orderNotes || undefined,
    shippingMethod: shippingMethod ? [shippingMethod] : undefined,
    metaData: industry ? [{ key: 'industry', value: industry }] : undefined,
  };
}

/**
 * The checkout page (spec sections 2, 4, 5 and 8): the form, the order summary with the
 * server's totals, shipping methods, insurance, coupon and payment options; Place Orders places
 * the order once and sends the browser to the payment page.
 *
 * @remarks Choices of payment method, shipping method and insurance go to the server at once and
 *   the cart comes back in the answer. The form is kept in session storage, so a reload or a
 *   cancelled payment loses nothing, and forgotten once the order is paid. A placed order stays
 *   on the page until the browser has left for its payment, and, while it awaits its payment, a
 *   notice links back to it (Back from the payment page finds it); a cancelled payment is said.
 */
export function CheckoutPage() {
  const store = useShopStore();
  const { ready, client } = useShopSnapshot();
  const cart = useCart();
  const actions = useCartActions();
  const coupon = useCoupon();
  const { isLoggedIn, user } = useAuth();
  const { customer } = useCustomer({ pause: !isLoggedIn });
  const [gateways] = useQuery({ query: GetPaymentGatewaysDocument, pause: !ready });
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [insuranceBusy, setInsuranceBusy] = useState(false);
  const placingRef = useRef(false);
  // The draft is read after hydration: the server has none, and the first render must match.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const [searchParams, setSearchParams] = useSearchParams();
  const [cancelledOrder] = useState(() => cancelledOrderId(searchParams.get('cancelled')));
  const [redirecting, setRedirecting] = useState<PendingPayment | null>(() => leavingFor);
  const [pending, setPending] = useState<PendingPayment | null>(null);
  const settled = useRef(false);
  // A cancelled order no longer waits, and the address loses its marker so a reload says nothing.
  useEffect(() => {
    if (settled.current) return;
    settled.current = true;
    if (cancelledOrder) {
      settlePendingPayment(sessionStore(), cancelledOrder);
      setSearchParams({}, { replace: true, preventScrollReset: true });
    }
    setPending(readPendingPayment(sessionStore()));
  }, [cancelledOrder, setSearchParams]);
  // Back from the payment page may restore this page as it was left: on the way out.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      leavingFor = null;
      setRedirecting(null);
      placingRef.current = false;
      setPlacing(false);
      setPending(readPendingPayment(sessionStore()));
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const rates = cart.cart?.availableShippingMethods?.[0]?.rates ?? [];
  const methods: ShippingMethod[] = rates.flatMap((rate) =>
    rate ? [{ id: rate.id, label: rate.label ?? '', cost: rate.cost ?? 0 }] : [],
  );
  const chosen = cart.cart?.chosenShippingMethods?.[0] ?? null;
  const selectedShippingMethod = chosen ?? methods[0]?.id ?? DEFAULT_SHIPPING_METHOD_ID;

  // The first available method is chosen when the cart has none yet.
  const firstMethod = methods[0]?.id;
  useEffect(() => {
    if (!chosen && firstMethod) void store.setShippingMethod(firstMethod);
  }, [chosen, firstMethod, store]);

  const insuranceLine = findInsuranceLine(cart.lines);
  const toggleInsurance = async (insured: boolean) => {
    setInsuranceBusy(true);
    const result = insured
      ? await store.addToCart({
          productId: LIMITS.insuranceProductId,
          preview: { name: 'Premium shipping insurance', slug: '', price: LIMITS.insurancePrice },
        })
      : insuranceLine
        ? await store.removeLine(insuranceLine.key)
        : null;
    setInsuranceBusy(false);
    if (result && !result.ok && !result.ignored) notify.error(result.message);
  };

  const choosePayment = async (paymentMethod: string) => {
    const result = await store.setPaymentMethod(paymentMethod);
    if (!result.ok) notify.error(result.message);
  };

  const submit = async (values: CheckoutFormValues) => {
    if (placingRef.current) return;
    placingRef.current = true;
    setPlacing(true);
    setError(null);
    const outcome = await placeOrder(values, isLoggedIn ? (user?.id ?? 'customer') : null, {
      createOrder: async (request) => {
        const answer = await client
          .mutation(CheckoutDocument, {
            input: checkoutInput(request, values.industry, selectedShippingMethod),
          })
          .toPromise();
        const orderId = answer.data?.checkout?.order?.databaseId;
        if (answer.error || !orderId) {
          return {
            ok: false,
            message: orderCreationMessage(answer.error?.graphQLErrors[0]?.message),
          };
        }
        return { ok: true, orderId };
      },
      startPayment: (orderId, paymentMethod) => startPayment(client, { orderId, paymentMethod }),
      register: (email) => store.register(email),
      tell: (kind, message) => notify[kind](message),
      awaitingPayment: (orderId, paymentUrl) => {
        leavingFor = { orderId, paymentUrl };
        writePendingPayment(sessionStore(), leavingFor);
        setRedirecting(leavingFor);
        // The notice takes the place of the long form: bring it into view, at once, since a smooth
        // scroll still running when the browser leaves is the position Back comes back to.
        window.scrollTo({ top: 0, behavior: 'instant' });
      },
      pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      redirect: (url) => window.location.assign(url),
    });
    if (!outcome.ok) {
      setError(outcome.error);
      notify.error(outcome.error);
      placingRef.current = false;
      setPlacing(false);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  const lines: OrderLine[] = cart.lines.map((line) => ({
    id: line.key,
    name: line.name,
    quantity: line.quantity,
    total: line.subtotal,
  }));

  // The draft is read once hydrated; the form takes it, or the customer's saved addresses when
  // they arrive, for as long as the shopper has typed nothing.
  const draft = useMemo<CheckoutDraft | null>(
    () => (hydrated ? readCheckoutDraft(sessionStore()) : null),
    [hydrated],
  );
  const billingDefault = draft?.billing ?? customer?.billing ?? null;

  return (
    <>
      <Banner title="Checkout" crumbs={[{ label: 'Home', href: '/' }, { label: 'Checkout' }]} />
      <div className={styles.page}>
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
        {redirecting ? null : ready &&
          cart.status !== 'loading' &&
          cart.lines.length === 0 &&
          !placing ? (
          <EmptyState message={MESSAGES.cartEmpty} />
        ) : (
          <CheckoutForm
            defaultValues={{
              ...draft,
              billing: billingDefault,
              shipping: draft?.shipping ?? customer?.shipping ?? null,
              paymentMethod: draft?.paymentMethod ?? '',
            }}
            onValuesChange={(values) => writeCheckoutDraft(sessionStore(), values)}
            onSubmit={submit}
            lines={lines}
            totals={cart.totals}
            shippingMethods={methods}
            shippingMethodsLoading={!ready || cart.status === 'loading'}
            shippingMethodsError={cart.status === 'error'}
            selectedShippingMethod={selectedShippingMethod}
            onShippingMethodChange={(id) => void store.setShippingMethod(id)}
            paymentGateways={gateways.data?.paymentGateways?.nodes?.flatMap((node) =>
              node
                ? [{ id: node.id, title: node.title ?? node.id, description: node.description }]
                : [],
            )}
            paymentGatewaysLoading={!ready || gateways.fetching}
            paymentGatewaysError={Boolean(gateways.error)}
            onPaymentMethodChange={(id) => void choosePayment(id)}
            insured={Boolean(insuranceLine)}
            insuranceBusy={insuranceBusy}
            onInsuranceChange={(insured) => void toggleInsurance(insured)}
            couponSlot={
              <CouponForm
                nested
                onApply={actions.applyCoupon}
                busy={coupon.busy}
                hasDiscount={cart.totals.discount > 0}
                appliedCode={appliedCouponCode(cart.cart, coupon.code)}
              />
            }
            showCreateAccount={!isLoggedIn}
            placing={placing}
            error={error}
          />
        )}
      </div>
    </>
  );
}
