import { AuthPage } from '../account/AuthPage';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/auth';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Login or register', 'Log in to your account or register with your e-mail.'),
  { name: 'robots', content: 'noindex' },
];

/** The login lives in the browser; the server renders the frame and the forms' skeleton. */
export default function Auth() {
  return <AuthPage />;
}
