import {
  failure,
  MESSAGES,
  SERVER_MESSAGES,
  validateLostPassword,
  validateResetPassword,
} from '@peptide/domain';
import {
  cancelStockNotificationLink,
  confirmStockNotificationLink,
  type ResetLinkOutcome,
  type ResetPasswordInput,
  type ResetPasswordOutcome,
  requestPasswordReset,
  resetPassword,
} from '@peptide/sdk';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { backendCapabilities } from '../lib/capabilities.server';
import { clientAddressOf } from '../lib/clientAddress.server';
import { commerceClient } from '../lib/commerce.server';
import { answersThePage } from '../lib/formAnswer';
import { formText } from '../lib/formText';
import { readForm } from '../lib/requestBody.server';
import { refuseForeignRequest } from '../lib/sameOrigin.server';
import { shopFeatures } from '../lib/shopFeatures';
import { retryHeaders, within } from '../lib/shopLimits.server';
import { shopperOf } from '../lib/shopperContext.server';
import { ACCOUNT_PATH } from './accountAccess';
import { logInOnServer } from './authActions.server';
import type { ResetPasswordAnswer } from './ResetPasswordPage';

/**
 * The lost-password form's action: the address checked by the form's rule, then the backend's
 * reset e-mail (the shop's, or WPGraphQL's where the backend lacks it).
 *
 * @param request - the form's POST (`email`)
 * @returns the outcome: the panel's message (200), or the refusal (400)
 */
export async function lostPasswordAction(request: Request) {
  refuseForeignRequest(request);
  const email = formText(await readForm(request), 'email').trim();
  const invalid = validateLostPassword({ email }).email;
  if (invalid) return data<ResetLinkOutcome>({ ok: false, error: invalid }, { status: 400 });
  const limited =
    (await within(
      'resetMailsPerClient',
      clientAddressOf(request),
      SERVER_MESSAGES.resetMailsLimited,
    )) ??
    (await within(
      'resetMailsPerAddress',
      email.toLowerCase(),
      SERVER_MESSAGES.resetMailsForAddressLimited,
    ));
  if (limited) {
    return data<ResetLinkOutcome>(
      { ok: false, error: limited.message },
      { status: 429, headers: retryHeaders(limited) },
    );
  }
  const { shopResetLinks } = shopFeatures(await backendCapabilities());
  const outcome = await requestPasswordReset(
    commerceClient(request),
    email,
    shopResetLinks ? 'shop' : 'wordpress',
  );
  return data(outcome, { status: outcome.ok ? 200 : 400 });
}

/** A reset link's two parts and the new password as the page posts them. */
function postedReset(form: FormData): ResetPasswordInput | null {
  const newPassword = formText(form, 'password');
  const [key, login] = [formText(form, 'key'), formText(form, 'login')];
  const [email, token] = [formText(form, 'email'), formText(form, 'token')];
  if (key && login) return { key, login, newPassword };
  if (email && token) return { email, token, newPassword };
  return null;
}

/**
 * Why the posted new password cannot be sent, by the form's own rules (its length, its
 * confirmation), which a form posted without scripts has not met yet; null when it can.
 */
function newPasswordProblem(form: FormData, input: ResetPasswordInput): string | null {
  const errors = validateResetPassword({
    email: 'login' in input ? input.login : input.email,
    token: 'key' in input ? input.key : input.token,
    password: input.newPassword,
    confirmPassword: formText(form, 'confirmPassword'),
  });
  return errors.password ?? errors.confirmPassword ?? null;
}

/**
 * The reset-password form's action: the new password for the account of the link, then a login
 * with it (as the login form's), so the customer lands in the account area.
 *
 * @param request - the form's POST (`password` and `confirmPassword` with `email` and `token`,
 *   or `key` and `login`; `answer=page` from the page's script)
 * @param context - its action's context, which holds the shopper's session
 * @returns the outcome: the success toast and the customer logged in (200), or the refusal's
 *   toast and message (400)
 * @throws a redirect to the account area, with the new login's cookie and the success left for
 *   it to say, for a form posted without scripts whose password logged in
 */
export async function resetPasswordAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  refuseForeignRequest(request);
  const form = await readForm(request);
  const input = postedReset(form);
  if (!input) {
    const refused: ResetPasswordOutcome = {
      ok: false,
      error: { toast: MESSAGES.passwordResetFailed, message: MESSAGES.invalidResetLink },
    };
    return data(refused, { status: 400 });
  }
  const problem = newPasswordProblem(form, input);
  if (problem) {
    const refused: ResetPasswordOutcome = {
      ok: false,
      error: { toast: MESSAGES.passwordResetFailed, message: problem },
    };
    return data(refused, { status: 400 });
  }
  const limited = await within(
    'newPasswordsPerClient',
    clientAddressOf(request),
    SERVER_MESSAGES.newPasswordsLimited,
  );
  if (limited) {
    const refused: ResetPasswordOutcome = {
      ok: false,
      error: { toast: limited.message, message: limited.message },
    };
    return data(refused, { status: 429, headers: retryHeaders(limited) });
  }
  const outcome = await resetPassword(commerceClient(request), input);
  if (!outcome.ok) return data<ResetPasswordAnswer>(outcome, { status: 400 });
  const shopper = await shopperOf(context);
  // A new password ends the logins made with the old one (a registration's, say): the login
  // with it goes out as a visitor's, or the backend refuses the stale token first.
  if (shopper.shopper.user) (await shopper.sessionClient()).logOut();
  const username = 'login' in input ? input.login : input.email;
  const loggedIn = await logInOnServer(shopper, { username, password: input.newPassword });
  const user = loggedIn.ok ? (await shopper.sessionClient()).shopper().user : null;
  const onPage = answersThePage(form);
  if (user && !onPage) shopper.tell({ tone: 'success', message: outcome.value });
  if (user && !onPage) throw redirect(ACCOUNT_PATH);
  return data<ResetPasswordAnswer>({ ...outcome, user });
}

/**
 * The back-in-stock e-mails' link page's action: its Confirm or Unsubscribe, pressed, sent as
 * the session's shopper (a logged-in account holder's confirmation also proves their address).
 *
 * @param request - the form's POST (`intent`: `confirm` or `unsubscribe`, and `token`)
 * @param context - its action's context, which holds the shopper's session
 * @returns the confirmation (200), or the link's refusal (400)
 */
export async function stockNotificationLinkAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  refuseForeignRequest(request);
  const form = await readForm(request);
  const token = formText(form, 'token').trim();
  if (!token) return data(failure(MESSAGES.notificationLinkInvalid), { status: 400 });
  const shopper = await shopperOf(context);
  const { client } = await shopper.sessionClient();
  const outcome =
    formText(form, 'intent') === 'confirm'
      ? await confirmStockNotificationLink(client, token)
      : await cancelStockNotificationLink(client, token);
  return data(outcome, { status: outcome.ok ? 200 : 400 });
}
