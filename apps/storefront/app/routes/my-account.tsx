import { AccountPage } from '../account/AccountPage';
import { accountFormAction, accountOnServer } from '../account/accountForms.server';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/my-account';

/** The account area closes toasts after 1999 ms. */
export const handle: ShopHandle = { shortToasts: true };

/** Visitors are sent to /auth by the server; a customer's details come with the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return accountOnServer(request, context);
}

/** The account details form, posted before or without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  return accountFormAction(request, context);
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta('My Account', 'Your orders, addresses and account details.'),
  { name: 'robots', content: 'noindex' },
];

/**
 * The account area, rendered by the server with the session's customer (its tabs are links and
 * its details form posts to the action, so both work without scripts); with scripts the forms
 * send through the store and the loader reads the account again. /my-account/view-order/{id}
 * renders inside My Orders.
 */
export default routeComponent(function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage server={loaderData} answer={actionData ?? null} />;
});
