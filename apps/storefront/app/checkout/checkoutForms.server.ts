import { failure, hasErrors, MESSAGES, SERVER_MESSAGES, validateCheckout } from '@peptide/domain';
import {
  GetCartDocument,
  GetCustomerDocument,
  GetPaymentGatewaysDocument,
  type OrderFragment,
  placeCheckout,
  SetPaymentMethodDocument,
  startPayment,
} from '@peptide/sdk';
import { CART_INTENTS } from '@peptide/ui';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { runCartChange } from '../commerce/cartChanges.server';
import { serverConfig } from '../config.server';
import { backendCapabilities } from '../lib/capabilities.server';
import { formText } from '../lib/formText';
import { CANCELLED_PARAM, cancelledOrderId } from '../lib/pendingPayment';
import { readForm } from '../lib/requestBody.server';
import { refuseForeignRequest } from '../lib/sameOrigin.server';
import { sellingCountries } from '../lib/sellingCountries.server';
import { shopFeatures } from '../lib/shopFeatures';
import { retryHeaders, within } from '../lib/shopLimits.server';
import { shopperOf } from '../lib/shopperContext.server';
import type { ShopperNotice } from '../lib/shopperNotice';
import { emptiedCart } from '../order/emptiedCart.server';
import {
  type CheckoutFormAnswer,
  checkoutValuesFromForm,
  PLACE_ON_PAGE,
  postedShippingMethod,
  type ServerCheckout,
} from './checkoutFormData';
import { checkoutInput } from './checkoutInput';
import type { PlacedOrderAnswer } from './followPlacedOrder';
import { insuranceOffered } from './insuranceOffered.server';
import { reserveOrder } from './orderLimits.server';
import { orderCreationMessage, placeOrder } from './placeOrder';
import { applyPostedChoices } from './postedChoices.server';

/** The checkout's parameter that names an order just placed without scripts, awaiting payment. */
const PAYMENT_PARAM = 'payment';

/**
 * The session's cart and the payment gateways, for the checkout page's server render.
 *
 * @param request - the page's request
 * @param context - its loader's context, which holds the shopper's session
 * @returns the cart, the gateways and a logged-in customer's saved addresses, whether the
 *   insurance is offered, and a message the Place Order before left for this page;
 *   nothing for a visitor without a session (an empty cart)
 */
export async function checkoutOnServer(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ServerCheckout> {
  const shopper = await shopperOf(context);
  // A payment cancelled on its page no longer waits; any other placed order still does.
  const cancelled = cancelledOrderId(new URL(request.url).searchParams.get(CANCELLED_PARAM));
  if (cancelled) shopper.settlePayment(cancelled);
  const awaiting = shopper.awaitingPayment();
  const notice = shopper.takeNotice();
  if (!shopper.shopper.session && !shopper.shopper.authToken) {
    return {
      cart: null,
      gateways: [],
      customer: null,
      awaiting,
      notice,
      insurance: false,
      countries: await sellingCountries(),
    };
  }
  const { client } = await shopper.sessionClient();
  const [cart, gateways, customer, insurance, countries] = await Promise.all([
    client.query(GetCartDocument, {}).toPromise(),
    client.query(GetPaymentGatewaysDocument, {}).toPromise(),
    shopper.shopper.user ? client.query(GetCustomerDocument, {}).toPromise() : null,
    insuranceOffered(),
    sellingCountries(),
  ]);
  return {
    awaiting,
    notice,
    insurance,
    countries,
    cart: cart.data?.cart ?? null,
    customer: customer?.data?.customer ?? null,
    gateways:
      gateways.data?.paymentGateways?.nodes?.flatMap((node) =>
        node ? [{ id: node.id, title: node.title ?? node.id, description: node.description }] : [],
      ) ?? null,
  };
}

/**
 * Place Order, posted before or without scripts: the form is checked by the shop's rules, the
 * chosen rate and payment method go to the cart, the order is placed as the session's shopper
 * (a guest who ticked Create an account has the checkout create the billing e-mail's account) and the browser
 * goes to order received or, for an order paid online, back to the checkout, which links to its
 * payment page.
 *
 * @param request - the form's POST
 * @param context - its action's context, which holds the shopper's session
 * @returns a redirect (303) to order received or to `/checkout?payment={id}`; the form as
 *   posted with its messages (400) when the rules or the backend refused it. Posted by the page's
 *   script (`intent=place`, through a fetcher), the placed order's answer instead
 *   ({@link PlacedOrderAnswer}): where it goes next and what to tell (the shopper's fetcher
 *   loads the session's customer and cart again after it); the script opens the payment page itself (a fetch is no form navigation).
 * The coupon box's Apply posts the same form with `intent=coupon`: the code is applied and the
 * form comes back as posted, so nothing typed is lost. Update totals (drawn without scripts
 * only) posts it with `intent=totals`: the shipping rate and the insurance box are applied to the
 * cart, and the form comes back with the new totals; Place Order applies them too.
 *
 * @remarks The payment page is the gateway's, on another site, and the page's policy lets forms
 *   post to this origin only (`form-action 'self'`, which browsers apply to a form's redirects
 *   too), so the shopper follows its link rather than a redirect.
 */
export async function checkoutFormAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  refuseForeignRequest(request);
  const form = await readForm(request);
  const values = checkoutValuesFromForm(form);
  const intent = formText(form, 'intent');
  // The page's script follows the answer itself; a browser without scripts follows a redirect.
  const onPage = intent === PLACE_ON_PAGE;
  const told: ShopperNotice[] = [];
  if (intent === CART_INTENTS.coupon) {
    const { client } = await (await shopperOf(context)).sessionClient();
    const { error: couponError } = await runCartChange(client, form);
    return data<CheckoutFormAnswer>(
      { values, errors: {}, error: null, couponError },
      { status: couponError ? 400 : 200 },
    );
  }
  if (intent === 'totals') {
    const { client } = await (await shopperOf(context)).sessionClient();
    const error = await applyPostedChoices(client, form);
    return data<CheckoutFormAnswer>({ values, errors: {}, error }, { status: error ? 400 : 200 });
  }
  const errors = validateCheckout(values);
  if (hasErrors(errors)) {
    const error = MESSAGES.checkoutErrorSummary(Object.keys(errors).length);
    return data<CheckoutFormAnswer>({ values, errors, error }, { status: 400 });
  }
  const shopper = await shopperOf(context);
  const reserved = await reserveOrder(shopper.clientAddress);
  if ('refused' in reserved) {
    return data<CheckoutFormAnswer>(
      { values, errors: {}, error: reserved.refused.message },
      { status: 429, headers: retryHeaders(reserved.refused) },
    );
  }
  const { client } = await shopper.sessionClient();
  const features = shopFeatures(await backendCapabilities(), serverConfig().freeShippingThreshold);
  const rate = postedShippingMethod(form);
  const choicesError = await applyPostedChoices(client, form);
  if (choicesError) {
    await reserved.reservation.settle(null);
    return data<CheckoutFormAnswer>({ values, errors: {}, error: choicesError }, { status: 400 });
  }
  if (features.paymentChoiceOnServer) {
    await client
      .mutation(SetPaymentMethodDocument, { paymentMethod: values.paymentMethod })
      .toPromise();
  }
  // The order, once placed: the steps below keep it with its payment page.
  const placed: { order: OrderFragment | null } = { order: null };
  // The backend creates no account without a password: the form asks for one.
  let askAccountPassword = false;
  const outcome = await placeOrder(values, shopper.shopper.user?.id ?? null, {
    async createOrder(order, withAccount) {
      const input = checkoutInput(
        order,
        values.industry,
        rate,
        withAccount,
        values.accountPassword,
      );
      const answer = await placeCheckout(client, input);
      if (!answer.ok && answer.error === SERVER_MESSAGES.stockPasswordRequired) {
        askAccountPassword = true;
        return failure(MESSAGES.accountPasswordRequired);
      }
      if (!answer.ok) return failure(orderCreationMessage(answer.error));
      placed.order = answer.value.order;
      shopper.keepOrder(placed.order);
      return answer;
    },
    cryptoFlow: features.cryptoPayments,
    startPayment: (orderId, paymentMethod) => startPayment(client, { orderId, paymentMethod }),
    async registrationRefusal() {
      const limited = await within(
        'registrationsPerClient',
        shopper.clientAddress,
        SERVER_MESSAGES.registrationsLimited,
      );
      return limited?.message ?? null;
    },
    // The page the browser is sent to says it (a registration's outcome), or the page's script.
    tell: (tone, message) =>
      onPage ? told.push({ tone, message }) : shopper.tell({ tone, message }),
    awaitingPayment: (_orderId, paymentUrl) => {
      if (placed.order) shopper.keepOrder(placed.order, paymentUrl);
    },
  });
  await reserved.reservation.settle(placed.order);
  // An order with nothing to pay online is done: the post that placed it empties the cart (the
  // order pages' GETs change nothing; a payment's return empties it, see `cartAfterPayment`).
  if (outcome.ok && outcome.value.startsWith('/')) await emptiedCart(shopper);
  if (!outcome.ok) {
    return data<CheckoutFormAnswer>(
      {
        // The posted password is never sent back.
        values: { ...values, accountPassword: '' },
        errors: askAccountPassword ? { accountPassword: MESSAGES.accountPasswordRequired } : {},
        error: outcome.error,
        ...(askAccountPassword || values.accountPassword ? { askAccountPassword: true } : {}),
      },
      { status: 400 },
    );
  }
  const received = outcome.value.startsWith('/');
  const orderId = placed.order?.databaseId ?? 0;
  if (onPage) {
    return data<CheckoutFormAnswer>({
      values,
      errors: {},
      error: null,
      placed: {
        orderId,
        paymentUrl: received ? null : outcome.value,
        told,
      },
    });
  }
  throw redirect(received ? outcome.value : `/checkout?${PAYMENT_PARAM}=${orderId}`, 303);
}
