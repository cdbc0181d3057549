import { LostPasswordPage } from '../account/LostPasswordPage';
import { lostPasswordAction } from '../account/passwordLinks.server';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/lost-password';

/** The account area closes toasts after 1999 ms. */
export const handle: ShopHandle = { shortToasts: true };

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Lost password', 'Ask for a link to set a new password.'),
  { name: 'robots', content: 'noindex' },
];

/** The form's address, posted by the page's fetcher: the backend's reset e-mail is sent. */
export async function action({ request }: Route.ActionArgs) {
  return lostPasswordAction(request);
}

/** Needs no login: the server renders the whole form. */
export default function LostPassword() {
  return <LostPasswordPage />;
}
