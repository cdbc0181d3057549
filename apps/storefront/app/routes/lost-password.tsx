import { LostPasswordPage } from '../account/LostPasswordPage';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/lost-password';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Lost password', 'Ask for a link to set a new password.'),
  { name: 'robots', content: 'noindex' },
];

/** Needs no login: the server renders the whole form. */
export default function LostPassword() {
  return <LostPasswordPage />;
}
