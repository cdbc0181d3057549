import { resetPasswordAction } from '../account/passwordLinks.server';
import { ResetPasswordPage } from '../account/ResetPasswordPage';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import { routeComponent } from '../lib/routeComponent';
import { formRouteHeaders } from '../lib/shopLimits.server';
import type { Route } from './+types/reset-password';

/** A refusal of the shop's limits answers with when to try again. */
export const headers = formRouteHeaders;

/** The account area closes toasts after 1999 ms. */
export const handle: ShopHandle = { shortToasts: true };

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Reset password', 'Set a new password for your account.'),
  { name: 'robots', content: 'noindex' },
];

/**
 * The new password and its confirmation with the link's two parts (a form or a fetcher); a saved
 * password logs the customer in and lands on My Account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context);
}

/**
 * Reads the link's e-mail and token from the address; the server renders the whole form, or the
 * answer to it posted without scripts.
 */
export default routeComponent(function ResetPassword({ actionData }: Route.ComponentProps) {
  return <ResetPasswordPage answer={actionData ?? null} />;
});
