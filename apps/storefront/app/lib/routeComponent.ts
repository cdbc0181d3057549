import { type FunctionComponent, memo } from 'react';

/** What React Router hands a route's component. */
interface RouteComponentProps {
  params: Readonly<Record<string, string | undefined>>;
  loaderData?: unknown;
  actionData?: unknown;
  matches?: unknown;
}

/** Whether two params objects hold the same names with the same values. */
function sameParams(
  previous: RouteComponentProps['params'],
  next: RouteComponentProps['params'],
): boolean {
  const names = Object.keys(next);
  return (
    names.length === Object.keys(previous).length &&
    names.every((name) => previous[name] === next[name])
  );
}

/** Whether a route's component would render what it rendered before. */
function sameRouteProps(previous: RouteComponentProps, next: RouteComponentProps): boolean {
  return (
    previous.loaderData === next.loaderData &&
    previous.actionData === next.actionData &&
    previous.matches === next.matches &&
    sameParams(previous.params, next.params)
  );
}

/**
 * A route's component that renders again only when what React Router hands it changes: its
 * loader's or action's data, the matches, or the values of its params.
 *
 * @param component - the route's component
 * @returns the component to export as the route's default
 * @remarks React Router renders every route's component again on each change of its state, a
 *   fetcher's too, and a route discovery hands out new params objects with the same values. Right
 *   after hydration the shopper's fetcher and the discovery of the page's links rendered the
 *   whole page three times over (about 900 components each on the shop), the most of the first
 *   visit's blocking time (issue 55). Parts of a page that show the shopper or a fetcher still
 *   render for them, through their own hooks.
 */
export function routeComponent<Props extends RouteComponentProps>(
  component: FunctionComponent<Props>,
) {
  return memo(component, sameRouteProps);
}
