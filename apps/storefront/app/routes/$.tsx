import { NotFound } from '@peptide/ui';
import { data } from 'react-router';
import { NO_STORE } from '../lib/cache';
import { pageMeta } from '../lib/meta';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/$';

export const meta: Route.MetaFunction = () =>
  pageMeta('Page not found', 'The page you are looking for does not exist or has moved.');

/** Any path no other route matches: the 404 page, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404, headers: { 'Cache-Control': NO_STORE } });
}

export default routeComponent(function CatchAll() {
  return <NotFound />;
});
