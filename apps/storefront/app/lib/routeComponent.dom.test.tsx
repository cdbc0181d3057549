import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoutesStub, Outlet, useFetcher } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routeComponent } from './routeComponent';

afterEach(cleanup);

/** Loads a resource route through a fetcher once mounted, as the shopper's fetcher does. */
function LoadsBesideThePage() {
  const fetcher = useFetcher<{ name: string }>({ key: 'beside' });
  const { load } = fetcher;
  useEffect(() => void load('/beside'), [load]);
  return <p>{fetcher.data ? `answered ${fetcher.data.name}` : 'waiting'}</p>;
}

/** A route whose page counts its renders, its component wrapped or not. */
function stubbedRoute(wrap: boolean) {
  const renders = { count: 0 };
  function Page({ loaderData }: { loaderData: { title: string }; params: Record<string, string> }) {
    renders.count += 1;
    return <h1>{loaderData.title}</h1>;
  }
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <LoadsBesideThePage />
          <Outlet />
        </>
      ),
      children: [
        {
          index: true,
          loader: () => ({ title: 'The page' }),
          Component: wrap ? routeComponent(Page) : Page,
        },
      ],
    },
    { path: '/beside', loader: () => ({ name: 'beside' }) },
  ]);
  return { renders, Stub };
}

describe('routeComponent', () => {
  it("given a fetcher's load elsewhere on the page / the wrapped route renders once; unwrapped it renders at each of the router's changes", async () => {
    const wrapped = stubbedRoute(true);
    render(<wrapped.Stub />);
    await screen.findByRole('heading', { name: 'The page' });
    await screen.findByText('answered beside');
    expect(wrapped.renders.count).toBe(1);
    cleanup();

    const plain = stubbedRoute(false);
    render(<plain.Stub />);
    await screen.findByText('answered beside');
    await waitFor(() => expect(plain.renders.count).toBeGreaterThan(1));
  });
});
