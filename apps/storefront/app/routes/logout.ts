import { redirect } from 'react-router';
import { LOGIN_PATH } from '../account/accountAccess';
import { refuseForeignRequest } from '../lib/sameOrigin.server';
import { shopperOf } from '../lib/shopperContext.server';
import type { Route } from './+types/logout';

/**
 * `POST /logout`: ends the shopper's session on the server (its file is removed, so a copy of
 * the cookie opens nothing) and goes to the login page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseForeignRequest(request);
  (await shopperOf(context)).end();
  throw redirect(LOGIN_PATH);
}

/** A GET of /logout changes nothing: the login page. */
export function loader() {
  return redirect(LOGIN_PATH);
}
