import { resetPasswordAction } from '../account/passwordLinks.server';
import { ResetPasswordPage } from '../account/ResetPasswordPage';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/reset-password';

/** The account area closes toasts after 1999 ms. */
export const handle: ShopHandle = { shortToasts: true };

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Reset password', 'Set a new password for your account.'),
  { name: 'robots', content: 'noindex' },
];

/** The new password, posted by the page's fetcher with the link's two parts. */
export async function action({ request }: Route.ActionArgs) {
  return resetPasswordAction(request);
}

/** Reads the link's e-mail and token from the address; the server renders the whole form. */
export default function ResetPassword() {
  return <ResetPasswordPage />;
}
