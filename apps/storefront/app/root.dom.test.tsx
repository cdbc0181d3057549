import { MESSAGES } from '@peptide/domain';
import { LinkProvider } from '@peptide/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterLink } from './components/RouterLink';
import { publicConfig, serverConfig } from './config.server';
import { ALL_FEATURES } from './lib/shopFeatures';
import { ErrorBoundary } from './root';

afterEach(cleanup);

function HomePage() {
  return <h1>Home page</h1>;
}

function Nothing() {
  return null;
}

const Stub = createRoutesStub([
  {
    id: 'root',
    path: '/',
    loader: () => ({ config: publicConfig(serverConfig({})), year: 2026, features: ALL_FEATURES }),
    Component: HomePage,
    HydrateFallback: Nothing,
    ErrorBoundary,
    children: [
      {
        path: 'broken',
        loader: () => {
          throw new Error('The catalogue exploded');
        },
        Component: Nothing,
      },
      {
        path: 'gone',
        loader: () => {
          throw data(null, { status: 404 });
        },
        Component: Nothing,
      },
    ],
  },
]);

function renderAt(path: string) {
  render(
    <LinkProvider component={RouterLink}>
      <Stub initialEntries={[path]} />
    </LinkProvider>,
  );
}

describe('root ErrorBoundary', () => {
  it('given a loader error / it says Something went wrong. inside the shop frame, details in development', async () => {
    renderAt('/broken');
    expect(await screen.findByRole('heading', { name: MESSAGES.somethingWentWrong })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Error details' }).textContent).toContain(
      'The catalogue exploded',
    );
  });

  it('given the error screen / Back to Home leaves it for the home page', async () => {
    renderAt('/broken');
    fireEvent.click(await screen.findByRole('link', { name: MESSAGES.backToHome }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: MESSAGES.somethingWentWrong })).toBeNull();
  });

  it('given a loader that answers 404 / it shows the not-found page', async () => {
    renderAt('/gone');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.backToHome }).getAttribute('href')).toBe('/');
  });
});
