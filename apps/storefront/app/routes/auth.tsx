import { AuthPage } from '../account/AuthPage';
import { QueryingPage } from '../commerce/QueryingPage';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/auth';

/** The account area closes toasts after 1999 ms. */
export const handle: ShopHandle = { shortToasts: true };

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Login or register', 'Log in to your account or register with your e-mail.'),
  { name: 'robots', content: 'noindex' },
];

/** The login lives in the browser; the server renders the frame and the forms' skeleton. */
export default function Auth() {
  return (
    <QueryingPage>
      <AuthPage />
    </QueryingPage>
  );
}
