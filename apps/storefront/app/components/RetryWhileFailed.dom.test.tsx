import { act, cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_INTERVAL_MS, RetryWhileFailed } from './RetryWhileFailed';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A page that shows its products, or its failure while retrying. */
function Page() {
  const { ok } = useLoaderData<{ ok: boolean }>();
  if (ok) return <h1>Products</h1>;
  return (
    <p role="alert">
      We could not load the products.
      <RetryWhileFailed />
    </p>
  );
}

/** The page on a loader that fails until the backend is up, counting its calls. */
function stubbedPage() {
  const backend = { up: false, calls: 0 };
  const Stub = createRoutesStub([
    {
      path: '/',
      loader: () => {
        backend.calls += 1;
        return { ok: backend.up };
      },
      Component: Page,
    },
  ]);
  return { backend, Stub };
}

describe('RetryWhileFailed', () => {
  it('given a failed page / it asks again on an interval and shows the content once the backend answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { backend, Stub } = stubbedPage();
    render(<Stub />);
    await screen.findByRole('alert');
    expect(backend.calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS));
    expect(backend.calls).toBe(2);
    backend.up = true;
    await act(() => vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeTruthy();
    const calls = backend.calls;
    await act(() => vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS * 3));
    expect(backend.calls).toBe(calls);
  });

  it('given a failed page / focusing the window or coming back online asks again at once', async () => {
    const { backend, Stub } = stubbedPage();
    render(<Stub />);
    await screen.findByRole('alert');
    expect(backend.calls).toBe(1);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    // Within half the interval, so the interval's own retry cannot pass for it; longer than
    // waitFor's 1 s default, which a starved test command has outlasted.
    const atOnce = { timeout: RETRY_INTERVAL_MS / 2 };
    await vi.waitFor(() => expect(backend.calls).toBe(2), atOnce);
    // One retry at a time: let the first one settle.
    await act(() => new Promise((settled) => setTimeout(settled, 100)));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(backend.calls).toBe(3), atOnce);
  });
});
