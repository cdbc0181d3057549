import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoutesStub, Outlet, useFetcher } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routeComponent } from './routeComponent';

afterEach(cleanup);

/** How often {@link Page} has rendered in the current test. */
const renders = { count: 0 };

/** Loads a resource route through a fetcher once mounted, as the shopper's fetcher does. */
function LoadsBesideThePage() {
  const fetcher = useFetcher<{ name: string }>({ key: 'beside' });
  const { load } = fetcher;
  useEffect(() => void load('/beside'), [load]);
  return <p>{fetcher.data ? `answered ${fetcher.data.name}` : 'waiting'}</p>;
}

/** The layout: the fetcher beside the page. */
function Layout() {
  return (
    <>
      <LoadsBesideThePage />
      <Outlet />
    </>
  );
}

/** A route's page that counts its renders. */
function Page({ loaderData }: { loaderData: { title: string }; params: Record<string, string> }) {
  renders.count += 1;
  return <h1>{loaderData.title}</h1>;
}

const WrappedPage = routeComponent(Page);

/** The layout and the page, its component wrapped or not, beside a resource route. */
function stubbedRoutes(wrap: boolean) {
  renders.count = 0;
  return createRoutesStub([
    {
      path: '/',
      Component: Layout,
      children: [
        {
          index: true,
          loader: () => ({ title: 'The page' }),
          Component: wrap ? WrappedPage : Page,
        },
      ],
    },
    { path: '/beside', loader: () => ({ name: 'beside' }) },
  ]);
}

describe('routeComponent', () => {
  it("given a fetcher's load elsewhere on the page / the wrapped route renders once; unwrapped it renders at each of the router's changes", async () => {
    const Wrapped = stubbedRoutes(true);
    render(<Wrapped />);
    await screen.findByRole('heading', { name: 'The page' });
    await screen.findByText('answered beside');
    expect(renders.count).toBe(1);
    cleanup();

    const Plain = stubbedRoutes(false);
    render(<Plain />);
    await screen.findByText('answered beside');
    await waitFor(() => expect(renders.count).toBeGreaterThan(1));
  });
});
