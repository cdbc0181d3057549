import { MESSAGES } from '@peptide/domain';
import { useEffect, useRef } from 'react';
import { data, redirect, type ShouldRevalidateFunction } from 'react-router';
import { AUTH_ACTION, type AuthFormAnswer, AuthPage } from '../account/AuthPage';
import { ACCOUNT_PATH } from '../account/accountAccess';
import { logInOnServer, registerOnServer } from '../account/authActions.server';
import type { ShopHandle } from '../commerce/shopHandle';
import { useReloadShopper, useShopper } from '../commerce/shopper';
import { answersThePage } from '../lib/formAnswer';
import { formText } from '../lib/formText';
import { pageMeta } from '../lib/meta';
import { readForm } from '../lib/requestBody.server';
import { routeComponent } from '../lib/routeComponent';
import { refuseForeignRequest } from '../lib/sameOrigin.server';
import { formRouteHeaders } from '../lib/shopLimits.server';
import { shopperOf } from '../lib/shopperContext.server';
import type { Route } from './+types/auth';

/** A refusal of the shop's limits answers with when to try again. */
export const headers = formRouteHeaders;

/** The account area closes toasts after 1999 ms. */
export const handle: ShopHandle = { shortToasts: true };

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Login or register', 'Log in to your account or register with your e-mail.'),
  { name: 'robots', content: 'noindex' },
];

/**
 * A logged-in customer is sent to the account area by the server, before any script runs; for
 * anyone else the session names no customer.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { shopper } = await shopperOf(context);
  if (shopper.user) throw redirect(ACCOUNT_PATH);
  return { visitor: true as const };
}

/**
 * The login and register forms' action: a login keeps the tokens in the session and goes to the
 * account area; so does a registration that logs in, whose message the account area then shows
 * (it is left in the session); anything else stays with the form's message. Posted by the page's script (`answer=page`), it answers the outcome and the new
 * customer instead of redirecting.
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseForeignRequest(request);
  const form = await readForm(request);
  const shopper = await shopperOf(context);
  // The page's script (a fetcher) follows the answer itself; a form without scripts, a redirect.
  const onPage = answersThePage(form);
  const customer = async () => (await shopper.sessionClient()).shopper().user;
  if (form.get('intent') === 'register') {
    const password = formText(form, 'password');
    const registered = await registerOnServer(shopper, formText(form, 'email'), password);
    const user = registered.ok && registered.value.loggedIn ? await customer() : null;
    // The account area says it where the registration lands (a toast would be gone by then).
    if (registered.ok && user) shopper.tell({ tone: 'success', message: registered.value.message });
    if (user && !onPage) throw redirect(ACCOUNT_PATH);
    return data<AuthFormAnswer>(
      {
        intent: 'register',
        error: registered.ok ? null : registered.error,
        success: registered.ok ? registered.value.message : null,
        user,
        // The backend wants a password: the form comes back with a field for it, and the address.
        ...(!registered.ok && (password || registered.error === MESSAGES.accountPasswordRequired)
          ? { askPassword: true, email: formText(form, 'email').trim() }
          : {}),
      },
      { status: registered.ok ? 200 : 400 },
    );
  }
  const loggedIn = await logInOnServer(shopper, {
    username: formText(form, 'username'),
    password: formText(form, 'password'),
  });
  const user = loggedIn.ok ? await customer() : null;
  if (loggedIn.ok && !onPage) throw redirect(ACCOUNT_PATH);
  return data<AuthFormAnswer>(
    {
      intent: 'login',
      error: loggedIn.ok ? null : loggedIn.error,
      success: loggedIn.ok ? loggedIn.value : null,
      user,
    },
    { status: loggedIn.ok ? 200 : 400 },
  );
}

/**
 * A form the page's script posted here stays on the page: the script takes the new customer
 * into the store and leaves for where the login leads, rather than the loader's redirect.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction === AUTH_ACTION ? false : defaultShouldRevalidate);

/**
 * Login and Register side by side, rendered by the server so they work without scripts. The
 * shopper's fetcher loads again when it still names a customer the server's word says is gone (a
 * login the backend ended while a loader read the account sends here), once per loader answer: a
 * login made on this page afterwards stands.
 */
export default routeComponent(function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const reload = useReloadShopper();
  const known = useShopper().user !== null;
  const named = useRef(known);
  named.current = known;
  useEffect(() => {
    if (loaderData.visitor && named.current) reload();
  }, [loaderData, reload]);
  return <AuthPage answer={actionData ?? null} />;
});
