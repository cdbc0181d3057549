import { AccountPage } from '../account/AccountPage';
import { requireCustomer } from '../account/accountAccess.server';
import { QueryingPage } from '../commerce/QueryingPage';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/my-account';

/** The account area closes toasts after 1999 ms. */
export const handle: ShopHandle = { shortToasts: true };

/** Visitors are sent to /auth by the server. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireCustomer(request);
  return null;
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta('My Account', 'Your orders, addresses and account details.'),
  { name: 'robots', content: 'noindex' },
];

/**
 * The account area lives in the browser (the login token is stored there); the server renders
 * the frame and a skeleton of the tabs. /my-account/view-order/{id} renders inside My Orders.
 */
export default function MyAccount() {
  return (
    <QueryingPage>
      <AccountPage />
    </QueryingPage>
  );
}
