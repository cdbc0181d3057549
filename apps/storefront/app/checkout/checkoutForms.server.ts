import { failure, hasErrors, MESSAGES, success, validateCheckout } from '@peptide/domain';
import {
  GetCartDocument,
  GetPaymentGatewaysDocument,
  placeCheckout,
  SetPaymentMethodDocument,
  startPayment,
  UpdateShippingMethodDocument,
} from '@peptide/sdk';
import { data, redirect } from 'react-router';
import { registerOnServer } from '../account/authActions.server';
import { serverConfig } from '../config.server';
import { backendCapabilities } from '../lib/capabilities.server';
import { refuseForeignRequest } from '../lib/sameOrigin.server';
import { shopFeatures } from '../lib/shopFeatures';
import { sessionHeaders, shopperOf } from '../lib/shopperSession.server';
import {
  type CheckoutFormAnswer,
  checkoutValuesFromForm,
  postedShippingMethod,
  type ServerCheckout,
} from './checkoutFormData';
import { checkoutInput } from './checkoutInput';
import { orderCreationMessage, placeOrder } from './placeOrder';

/**
 * The session's cart and the payment gateways, for the checkout page's server render.
 *
 * @param request - the page's request
 * @returns the cart and gateways; nothing for a visitor without a session (an empty cart)
 */
export async function checkoutOnServer(request: Request): Promise<ServerCheckout> {
  const shopper = await shopperOf(request);
  if (!shopper.shopper.session && !shopper.shopper.authToken) return { cart: null, gateways: [] };
  const { client } = await shopper.sessionClient();
  const [cart, gateways] = await Promise.all([
    client.query(GetCartDocument, {}).toPromise(),
    client.query(GetPaymentGatewaysDocument, {}).toPromise(),
  ]);
  return {
    cart: cart.data?.cart ?? null,
    gateways:
      gateways.data?.paymentGateways?.nodes?.flatMap((node) =>
        node ? [{ id: node.id, title: node.title ?? node.id, description: node.description }] : [],
      ) ?? null,
  };
}

/**
 * Place Order, posted before or without scripts: the form is checked by the shop's rules, the
 * chosen rate and payment method go to the cart, the order is placed as the session's shopper
 * (a guest who ticked Create an account is registered with the billing e-mail) and the browser
 * goes to the payment page or, for an offline gateway, to order received.
 *
 * @param request - the form's POST
 * @returns a redirect (303) to the payment or order-received page; the form as posted with
 *   its messages (400) when the rules or the backend refused it
 */
export async function checkoutFormAction(request: Request) {
  refuseForeignRequest(request);
  const form = await request.formData();
  const values = checkoutValuesFromForm(form);
  const errors = validateCheckout(values);
  if (hasErrors(errors)) {
    const error = MESSAGES.checkoutErrorSummary(Object.keys(errors).length);
    return data<CheckoutFormAnswer>({ values, errors, error }, { status: 400 });
  }
  const shopper = await shopperOf(request);
  const { client } = await shopper.sessionClient();
  const features = shopFeatures(await backendCapabilities(), serverConfig().freeShippingThreshold);
  const rate = postedShippingMethod(form);
  if (rate)
    await client.mutation(UpdateShippingMethodDocument, { shippingMethod: rate }).toPromise();
  if (features.paymentChoiceOnServer) {
    await client
      .mutation(SetPaymentMethodDocument, { paymentMethod: values.paymentMethod })
      .toPromise();
  }
  const outcome = await placeOrder(values, shopper.shopper.user?.id ?? null, {
    async createOrder(order) {
      const placed = await placeCheckout(client, checkoutInput(order, values.industry, rate));
      if (!placed.ok) return failure(orderCreationMessage(placed.error));
      shopper.keepOrder(placed.value.order);
      return placed;
    },
    cryptoFlow: features.cryptoPayments,
    startPayment: (orderId, paymentMethod) => startPayment(client, { orderId, paymentMethod }),
    async register(email) {
      const registered = await registerOnServer(shopper, email);
      return registered.ok ? success(registered.value.message) : registered;
    },
    // The pages the browser is sent to say what follows; nothing waits on the server.
    tell: () => undefined,
    awaitingPayment: () => undefined,
    pause: async () => undefined,
    redirect: () => undefined,
    received: () => undefined,
  });
  const headers = await sessionHeaders(shopper);
  if (!outcome.ok) {
    return data<CheckoutFormAnswer>(
      { values, errors: {}, error: outcome.error },
      { status: 400, headers },
    );
  }
  throw redirect(outcome.value, { status: 303, headers });
}
