import { LostPasswordPage } from '../account/LostPasswordPage';
import { lostPasswordAction } from '../account/passwordLinks.server';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import { routeComponent } from '../lib/routeComponent';
import { formRouteHeaders } from '../lib/shopLimits.server';
import type { Route } from './+types/lost-password';

/** A refusal of the shop's limits answers with when to try again. */
export const headers = formRouteHeaders;

/** The account area closes toasts after 1999 ms. */
export const handle: ShopHandle = { shortToasts: true };

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Lost password', 'Ask for a link to set a new password.'),
  { name: 'robots', content: 'noindex' },
];

/** The form's address, posted as a form or by the page's fetcher: the reset e-mail is sent. */
export async function action({ request }: Route.ActionArgs) {
  return lostPasswordAction(request);
}

/** Needs no login: the server renders the form, or the answer to it posted without scripts. */
export default routeComponent(function LostPassword({ actionData }: Route.ComponentProps) {
  return <LostPasswordPage answer={actionData ?? null} />;
});
