import {
  type AccountDetailsInput,
  hasErrors,
  MESSAGES,
  toAccountUpdate,
  validateAccountDetails,
} from '@peptide/domain';
import { GetCustomerDocument, updateAccountDetails } from '@peptide/sdk';
import { data, redirect } from 'react-router';
import { formText } from '../lib/formText';
import { refuseForeignRequest } from '../lib/sameOrigin.server';
import { sessionHeaders, shopperOf } from '../lib/shopperSession.server';
import { LOGIN_PATH } from './accountAccess';
import type { AccountFormAnswer, ServerAccount } from './serverAccount';

/**
 * The account area's guard and first render, on the server: a visitor is sent to the login page
 * before anything renders; a customer's details come with the page, so its tabs and forms work
 * before or without scripts.
 *
 * @param request - the page's request
 * @returns the customer (with the session cookie when a renewed login token changed it)
 * @throws a redirect to {@link LOGIN_PATH} when nobody is logged in
 */
export async function accountOnServer(request: Request) {
  const shopper = await shopperOf(request);
  const user = shopper.shopper.user;
  if (!user) throw redirect(LOGIN_PATH);
  const { client } = await shopper.sessionClient();
  const answer = await client.query(GetCustomerDocument, {}).toPromise();
  const account: ServerAccount = { userId: user.id, customer: answer.data?.customer ?? null };
  return data(account, { headers: await sessionHeaders(shopper) });
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
 * The account details form, posted before or without scripts: checked by the form's own rules,
 * then saved as the session's customer (a new password's renewed login token is kept in the
 * session).
 *
 * @param request - the form's POST
 * @returns the form's banner (200) or message (400)
 * @throws a redirect to the login page when nobody is logged in
 */
export async function accountFormAction(request: Request) {
  refuseForeignRequest(request);
  const shopper = await shopperOf(request);
  const user = shopper.shopper.user;
  if (!user) throw redirect(LOGIN_PATH);
  const details = postedDetails(await request.formData());
  const refused = (error: string, headers?: Record<string, string>) =>
    data<AccountFormAnswer>({ error, success: null }, { status: 400, headers });
  const errors = validateAccountDetails(details, user.email);
  if (hasErrors(errors)) return refused(Object.values(errors)[0] ?? MESSAGES.somethingWentWrong);

  const session = await shopper.sessionClient();
  const update = toAccountUpdate(details);
  const { result, renewedToken } = await updateAccountDetails(session.client, update);
  if (renewedToken) {
    session.logIn({
      authToken: renewedToken,
      refreshToken: session.shopper().refreshToken,
      user: { ...user, email: update.email },
    });
  }
  const headers = await sessionHeaders(shopper);
  if (!result.ok) return refused(result.error, headers);
  return data<AccountFormAnswer>(
    { error: null, success: MESSAGES.accountDetailsSaved },
    { headers },
  );
}
