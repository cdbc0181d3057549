import type { RouteConfig } from '@react-router/dev/routes';
import { flatRoutes } from '@react-router/fs-routes';

// Beside a route may sit its server-only helpers, its tests and its styles; none is a route.
export default flatRoutes({
  ignoredRouteFiles: ['**/*.server.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.css.ts'],
}) satisfies RouteConfig;
