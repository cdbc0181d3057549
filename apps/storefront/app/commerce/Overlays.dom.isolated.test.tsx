import { TIMINGS } from '@peptide/domain';
import { STORAGE_KEYS } from '@peptide/sdk';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Overlays } from './Overlays';

// The modals stand in for the lazy ones: what is tested is when their code is asked for and when
// they open, not the modals themselves.
const preload = vi.hoisted(() => ({ ageGate: vi.fn(), newsletter: vi.fn() }));
vi.mock('../components/lazyOverlays', () => {
  const modal = (name: string, load: () => void) =>
    Object.assign(
      ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label={name} /> : null),
      {
        preload: async () => load(),
      },
    );
  return {
    LazyAgeGateModal: modal('Age Verification', preload.ageGate),
    LazyNewsletterModal: modal('Newsletter', preload.newsletter),
  };
});

/** The overlays on a page at `path`. */
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Overlays />
    </MemoryRouter>,
  );

/** Lets the fake clock run for `ms`, with React's updates applied. */
const elapse = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  localStorage.clear();
  preload.ageGate.mockClear();
  preload.newsletter.mockClear();
  vi.useFakeTimers();
  // happy-dom runs idle callbacks on the real clock, which a busy machine delays past the test's
  // steps: here the fake clock decides when the browser is idle (one tick after the call).
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 1));
  vi.stubGlobal('cancelIdleCallback', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Overlays', () => {
  it('given a first visit / asks for the age gate’s code once the browser is idle, not while mounting, and opens the gate after its delay', async () => {
    renderAt('/shop');
    expect(preload.ageGate).not.toHaveBeenCalled();
    await elapse(1);
    expect(preload.ageGate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await elapse(TIMINGS.ageGateDelay);
    expect(screen.getByRole('dialog', { name: 'Age Verification' })).toBeTruthy();
    expect(preload.newsletter).not.toHaveBeenCalled();
  });

  it('given the page left before the browser was idle / never asks for the code', async () => {
    const view = renderAt('/shop');
    view.unmount();
    await elapse(TIMINGS.ageGateDelay + 1);
    expect(preload.ageGate).not.toHaveBeenCalled();
  });

  it('given a verified age / asks for the newsletter offer’s code once idle and opens it after its delay', async () => {
    localStorage.setItem(STORAGE_KEYS.ageVerified, 'true');
    renderAt('/shop');
    await elapse(0);
    expect(preload.newsletter).not.toHaveBeenCalled();
    await elapse(1);
    expect(preload.newsletter).toHaveBeenCalledTimes(1);
    expect(preload.ageGate).not.toHaveBeenCalled();
    await elapse(TIMINGS.newsletterDelay);
    // The rules of a calm moment arrive with the modal's code: a module load, not a timer, which
    // takes seconds on a machine the browser suites keep busy.
    await vi.waitFor(
      () => expect(screen.getByRole('dialog', { name: 'Newsletter' })).toBeTruthy(),
      {
        timeout: 15_000,
      },
    );
  });

  it('given a returning visitor who answered both / asks for neither modal’s code', async () => {
    localStorage.setItem(STORAGE_KEYS.ageVerified, 'true');
    localStorage.setItem(STORAGE_KEYS.emailModalDismissed, 'true');
    renderAt('/shop');
    await elapse(TIMINGS.newsletterDelay + 1);
    expect(preload.ageGate).not.toHaveBeenCalled();
    expect(preload.newsletter).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given the checkout / the newsletter offer never opens there', async () => {
    localStorage.setItem(STORAGE_KEYS.ageVerified, 'true');
    renderAt('/checkout');
    await elapse(TIMINGS.newsletterDelay * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given a field with the focus when the offer is due / it waits until the field is left', async () => {
    localStorage.setItem(STORAGE_KEYS.ageVerified, 'true');
    const field = document.createElement('input');
    document.body.append(field);
    try {
      renderAt('/shop');
      field.focus();
      await elapse(TIMINGS.newsletterDelay + 5000);
      expect(screen.queryByRole('dialog')).toBeNull();
      field.blur();
      await elapse(1000);
      await vi.waitFor(
        () => expect(screen.getByRole('dialog', { name: 'Newsletter' })).toBeTruthy(),
        { timeout: 15_000 },
      );
    } finally {
      field.remove();
    }
  });
});
