/**
 * WooCommerce's checkout of the caller's cart: the gateway and addresses checked, an account
 * created when a guest asks for one, the order placed (stock, coupons and totals in one
 * transaction: `place-order.ts`), and a customer's addresses kept for next time.
 */
import {
  MESSAGES,
  SERVER_MESSAGES,
  validateBillingAddress,
  validateShippingAddress,
} from '@peptide/domain';
import type { AccountCaller } from '../accounts/account-caller';
import { addressError, applyAddress } from '../accounts/addresses';
import { requireValidPassword } from '../accounts/password-policy';
import { registerUser } from '../accounts/registration';
import { MAX_NOTE_LENGTH, MAX_TEXT_LENGTH } from '../config';
import { limitLength, userError } from '../errors';
import type { CheckoutInput } from '../generated/resolvers-types';
import type { Address } from '../model/models';
import { paymentGatewayById } from '../store/shop';
import { updateUser, userByEmail } from '../store/users';
import { takeCheckoutTurn, withConfirmationAllowance } from './checkout-throttles';
import { placeOrder } from './place-order';
import { requireShippedTo } from './selling-countries';

/** The checkout's shipping address: the billing address unless a different one is ticked. */
function shippingAddress(billing: Address, shipping: Address, different: boolean): Address {
  if (different) return shipping;
  const { email: _email, phone: _phone, ...rest } = billing;
  return rest;
}

/**
 * Checks out the caller's cart.
 *
 * @param caller - the request: its user, session and services
 * @param input - WooGraphQL's checkout input
 * @returns the placed order's database id
 * @throws the shopper's message for a missing or unknown gateway, an invalid address, an empty
 *   cart, too many checkouts in the hour (`checkout-throttles.ts`), a taken address for a new
 *   account, or what placing the order refused
 */
export async function checkoutCart(caller: AccountCaller, input: CheckoutInput): Promise<number> {
  const paymentMethod = input.paymentMethod?.trim();
  if (!paymentMethod) throw userError(MESSAGES.paymentMethodRequired);
  const gateway = await paymentGatewayById(caller.db, paymentMethod);
  if (!gateway) throw userError(SERVER_MESSAGES.invalidPaymentMethod(paymentMethod.slice(0, 64)));
  const billing = applyAddress({}, input.billing ?? {}, 'billing');
  const billingProblem = addressError('billing', validateBillingAddress(billing));
  if (billingProblem) throw billingProblem;
  const different = input.shipToDifferentAddress === true;
  const shipping = shippingAddress(
    billing,
    different ? applyAddress({}, input.shipping ?? {}, 'shipping') : {},
    different,
  );
  if (different) {
    const shippingProblem = addressError('shipping', validateShippingAddress(shipping));
    if (shippingProblem) throw shippingProblem;
  }
  requireShippedTo(caller.config, shipping.country);
  const note = limitLength(input.customerNote ?? '', 'customerNote', MAX_NOTE_LENGTH);
  // WooGraphQL 1.0.3's source of the order; "checkout" unless the client names another.
  const createdVia =
    limitLength(input.createdVia?.trim(), 'createdVia', MAX_TEXT_LENGTH) || 'checkout';
  const session = await caller.sessions.current(caller);
  if (!session || session.data.items.length === 0) throw userError(MESSAGES.cartEmpty);
  await takeCheckoutTurn(caller, session.id, billing.email);

  let customerId = caller.user?.databaseId ?? null;
  if (!caller.user && input.account) {
    if (!billing.email || (await userByEmail(caller.db, billing.email))) {
      throw userError(SERVER_MESSAGES.emailAlreadyRegistered, 'CONFLICT');
    }
    // Without a password WooCommerce generates one and e-mails the set-your-password link, unless
    // the stock backend's "generate password" setting is off, where it refuses the account.
    const password = input.account.password || null;
    if (password) requireValidPassword(password);
    else if (!caller.config.extensions && !caller.config.upstream.generatePassword)
      throw userError(SERVER_MESSAGES.stockPasswordRequired);
    const user = await registerUser(caller, {
      email: billing.email,
      username: limitLength(input.account.username, 'username', 60),
      password,
      firstName: billing.firstName,
      lastName: billing.lastName,
      billing,
      shipping,
    });
    customerId = user.databaseId;
  }
  const { orderLimits, holdStockMinutes } = caller.config;
  const orderId = await withConfirmationAllowance(caller, billing.email, (sendConfirmation) =>
    placeOrder(caller.db, {
      session,
      customerId,
      gateway,
      shippingMethod: input.shippingMethod?.find((id) => id != null) ?? null,
      billing,
      shipping,
      customerNote: note ?? '',
      createdVia,
      clientAddress: caller.clientAddress,
      holds: {
        maxUnits: orderLimits.maxUnitsPerOrder,
        unpaidPerSession: orderLimits.unpaidOrdersPerSession,
        unpaidPerClient: orderLimits.unpaidOrdersPerClient,
        unpaidUnitsPerSession: orderLimits.unpaidUnitsPerSession,
        unpaidUnitsPerClient: orderLimits.unpaidUnitsPerClient,
        unpaidPercentOfStock: orderLimits.unpaidPercentOfStock,
        holdMs: holdStockMinutes * 60_000,
      },
      sendConfirmation,
      now: caller.now(),
    }),
  );
  if (caller.user) {
    const updated = await updateUser(caller.db, caller.user.databaseId, { billing, shipping });
    await caller.sessions.signIn(caller, updated);
  }
  return orderId;
}
