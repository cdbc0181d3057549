import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';

function HydrateFallback() {
  return null;
}

/**
 * Renders a route's page at `path` with the given loader data, as React Router would after the
 * loader ran (happy-dom tests).
 *
 * @param path - the URL to open, query included
 * @param Component - the route's default export
 * @param loaderData - what its loader answered
 * @returns the Testing Library render result
 */
export function renderRoute(path: string, Component: ComponentType<never>, loaderData: unknown) {
  const Stub = createRoutesStub([
    {
      path: new URL(path, 'http://127.0.0.1').pathname,
      Component: Component as ComponentType,
      loader: () => loaderData,
      HydrateFallback,
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
