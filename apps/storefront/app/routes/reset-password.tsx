import { ResetPasswordPage } from '../account/ResetPasswordPage';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Reset password', 'Set a new password for your account.'),
  { name: 'robots', content: 'noindex' },
];

/** Reads the link's e-mail and token from the address; the server renders the whole form. */
export default function ResetPassword() {
  return <ResetPasswordPage />;
}
