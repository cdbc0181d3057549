import { stockNotificationLinkAction } from '../account/passwordLinks.server';
import { StockNotificationLinkPage } from '../account/StockNotificationLinkPage';
import { pageMeta } from '../lib/meta';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/stock-notification';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Back-in-stock notification', 'Confirm or cancel a back-in-stock notification.'),
  { name: 'robots', content: 'noindex' },
];

/** The page's Confirm or Unsubscribe, posted by its form (a fetcher with scripts). */
export async function action({ request, context }: Route.ActionArgs) {
  return stockNotificationLinkAction(request, context);
}

/** The e-mailed links' page: reads the action and token from the address, acts on a click. */
export default routeComponent(function StockNotification({ actionData }: Route.ComponentProps) {
  return <StockNotificationLinkPage answer={actionData ?? null} />;
});
