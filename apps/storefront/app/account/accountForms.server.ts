import {
  type AccountDetailsInput,
  type AddressInput,
  type FieldErrors,
  FORM_ERROR_KEY,
  hasErrors,
  isAddressEmpty,
  LIMITS,
  MESSAGES,
  toAccountUpdate,
  validateAccountDetails,
  validateAddressForm,
} from '@peptide/domain';
import {
  type CountriesEnum,
  cancelStockNotification,
  GetCustomerDocument,
  GetOrdersDocument,
  GetStockNotificationsDocument,
  type StoredUser,
  shopperMessage,
  UpdateCustomerAddressDocument,
  updateAccountDetails,
} from '@peptide/sdk';
import { CANCEL_NOTIFICATION_INTENT } from '@peptide/ui';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { formAddress, formText } from '../lib/formText';
import { readForm } from '../lib/requestBody.server';
import { refuseForeignRequest } from '../lib/sameOrigin.server';
import { sellingCountries } from '../lib/sellingCountries.server';
import { shopperOf } from '../lib/shopperContext.server';
import type { RequestShopper } from '../lib/shopperSession.server';
import { LOGIN_PATH } from './accountAccess';
import { accountTabFromParam } from './accountTabs';
import { leaveIfLoginEnded } from './endedLogin.server';
import type { AccountFormAnswer, ServerAccount } from './serverAccount';

/**
 * The account area's guard and first render, on the server: a visitor is sent to the login page
 * before anything renders; a customer's details, and the list of the tab the address opens
 * (My Orders, Stock Notifications), come with the page, so its tabs and forms work before or
 * without scripts.
 *
 * @param request - the page's request
 * @param context - its loader's context, which holds the shopper's session
 * @returns the customer
 * @throws a redirect to {@link LOGIN_PATH} when nobody is logged in, or the backend ended the
 *   login meanwhile
 */
export async function accountOnServer(request: Request, context: Readonly<RouterContextProvider>) {
  const shopper = await shopperOf(context);
  const user = shopper.shopper.user;
  if (!user) throw redirect(LOGIN_PATH);
  const session = await shopper.sessionClient();
  const { client } = session;
  const tab = accountTabFromParam(new URL(request.url).searchParams.get('tab'));
  const [customer, orders, notifications, countries] = await Promise.all([
    client.query(GetCustomerDocument, {}).toPromise(),
    tab === 'orders'
      ? client.query(GetOrdersDocument, { first: LIMITS.ordersPageSize }).toPromise()
      : null,
    tab === 'stock-notifications'
      ? client.query(GetStockNotificationsDocument, {}).toPromise()
      : null,
    sellingCountries(),
  ]);
  leaveIfLoginEnded(session);
  const account: ServerAccount = {
    userId: user.id,
    notice: shopper.takeNotice(),
    customer: customer.data?.customer ?? null,
    customerError: shopperMessage(customer.error),
    countries,
    orders: orders?.data ?? null,
    ordersError: shopperMessage(orders?.error),
    unreachable: [customer, orders, notifications].some((answer) => answer?.error?.networkError),
    notifications: notifications?.data ?? null,
    notificationsError: shopperMessage(notifications?.error),
  };
  return account;
}

/** The account details form as posted. */
function postedDetails(form: FormData): AccountDetailsInput {
  return {
    firstName: formText(form, 'firstName'),
    lastName: formText(form, 'lastName'),
    displayName: formText(form, 'displayName'),
    email: formText(form, 'email'),
    password: formText(form, 'password'),
    confirmPassword: formText(form, 'confirmPassword'),
    currentPassword: formText(form, 'currentPassword'),
  };
}

/**
 * A form's answer: its banner (200) or its message (400); a saved account's details also name
 * the customer as the session now keeps them (a new e-mail address), for the page's store.
 */
function answer(
  form: AccountFormAnswer['form'],
  outcome:
    | { ok: true; message: string; user?: StoredUser | null }
    | { ok: false; message: string | null; posted?: AddressInput; errors?: FieldErrors },
) {
  return data<AccountFormAnswer>(
    outcome.ok
      ? { form, error: null, success: outcome.message, user: outcome.user }
      : {
          form,
          error: outcome.message,
          success: null,
          posted: outcome.posted,
          errors: outcome.errors,
        },
    { status: outcome.ok ? 200 : 400 },
  );
}

/**
 * The account area's forms, posted before or without scripts: the account details or an address
 * (`kind`), each checked by its form's own rules, then saved as the session's customer; or the
 * Cancel of a back-in-stock request (`intent=cancelNotification` with its `id`).
 *
 * @param request - the form's POST
 * @param context - its action's context, which holds the shopper's session
 * @returns the form's banner (200) or message (400)
 * @throws a redirect to the login page when nobody is logged in
 */
export async function accountFormAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  refuseForeignRequest(request);
  const shopper = await shopperOf(context);
  const user = shopper.shopper.user;
  if (!user) throw redirect(LOGIN_PATH);
  const form = await readForm(request);
  if (formText(form, 'intent') === CANCEL_NOTIFICATION_INTENT) {
    return cancelNotification(shopper, form);
  }
  const kind = formText(form, 'kind');
  if (kind === 'billing' || kind === 'shipping') return saveAddress(shopper, kind, form);
  return saveDetails(shopper, user, form);
}

/** A back-in-stock request's Cancel: 'Notification cancelled.', or the refusal. */
async function cancelNotification(shopper: RequestShopper, form: FormData) {
  const id = Number(formText(form, 'id'));
  if (!Number.isSafeInteger(id) || id <= 0) {
    return answer('notification', { ok: false, message: MESSAGES.somethingWentWrong });
  }
  const { client } = await shopper.sessionClient();
  const outcome = await cancelStockNotification(client, id);
  return answer(
    'notification',
    outcome.ok ? { ok: true, message: outcome.value } : { ok: false, message: outcome.error },
  );
}

/**
 * The address form, checked by the same rules as the form's script: each field's message at its
 * field, with 'Please fill in the required fields.' above the form for an empty address or a
 * missing field.
 */
async function saveAddress(shopper: RequestShopper, kind: 'billing' | 'shipping', form: FormData) {
  const address = formAddress(form, kind);
  const nothingTyped = isAddressEmpty({ ...address, country: null });
  const { [FORM_ERROR_KEY]: formError, ...errors } = validateAddressForm(
    nothingTyped ? null : address,
    kind,
  );
  if (formError || hasErrors(errors)) {
    const missing = formError || Object.values(errors).includes(MESSAGES.fieldRequired);
    return answer(kind, {
      ok: false,
      message: missing ? MESSAGES.addressRequired : null,
      posted: address,
      errors,
    });
  }
  const { client } = await shopper.sessionClient();
  const saved = await client
    .mutation(UpdateCustomerAddressDocument, {
      [kind]: { ...address, country: (address.country || undefined) as CountriesEnum | undefined },
    })
    .toPromise();
  if (saved.error || !saved.data?.updateCustomer?.customer) {
    return answer(kind, { ok: false, message: MESSAGES.somethingWentWrong, posted: address });
  }
  return answer(kind, { ok: true, message: MESSAGES.addressSaved });
}

/**
 * The account details form: a new password's renewed login and refresh tokens, and a new
 * e-mail address, are kept in the session.
 */
async function saveDetails(shopper: RequestShopper, user: StoredUser, form: FormData) {
  const details = postedDetails(form);
  const errors = validateAccountDetails(details, user.email);
  if (hasErrors(errors)) {
    const message = Object.values(errors)[0] ?? MESSAGES.somethingWentWrong;
    return answer('details', { ok: false, message });
  }
  const session = await shopper.sessionClient();
  const update = toAccountUpdate(details);
  const { result, renewedToken } = await updateAccountDetails(session.client, update);
  // The client kept a new password's renewed login and refresh tokens; the session's customer
  // takes the new e-mail address, so the next form compares with it.
  const kept = session.shopper();
  if (result.ok && kept.authToken && (renewedToken || update.email !== user.email)) {
    session.logIn({
      authToken: kept.authToken,
      refreshToken: kept.refreshToken,
      user: { ...user, email: update.email },
    });
  }
  if (!result.ok) return answer('details', { ok: false, message: result.error });
  const { user: savedUser } = session.shopper();
  const saved = { ok: true, message: MESSAGES.accountDetailsSaved, user: savedUser } as const;
  return answer('details', saved);
}
