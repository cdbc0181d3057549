import { MESSAGES } from '@peptide/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorBoundary } from './product.$slug';

afterEach(cleanup);

function HydrateFallback() {
  return null;
}

function NeverRendered() {
  return null;
}

function renderFailing(failure: () => never) {
  const Stub = createRoutesStub([
    {
      path: '/product/:slug',
      Component: NeverRendered,
      ErrorBoundary,
      loader: failure,
      HydrateFallback,
    },
  ]);
  render(<Stub initialEntries={['/product/bpc-157-5mg']} />);
}

describe('the product page when its data fails', () => {
  it('given the backend down, it says "Error loading product: {message}"', async () => {
    renderFailing(() => {
      throw new Error('[Network] fetch failed');
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      MESSAGES.errorLoadingProduct('[Network] fetch failed'),
    );
  });

  it('given no product with the slug, it shows the 404 page with a way back', async () => {
    renderFailing(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole('link', { name: MESSAGES.backToHome })).toBeTruthy();
  });
});
