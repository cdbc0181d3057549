import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

/** An IntersectionObserver the test moves by hand. */
function installObserver() {
  const observers: { report: IntersectionObserverCallback; options?: IntersectionObserverInit }[] =
    [];
  const disconnect = vi.fn();
  class ManualObserver {
    constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ report, options });
    }
    observe() {}
    disconnect = disconnect;
  }
  vi.stubGlobal('IntersectionObserver', ManualObserver);
  const scroll = (isIntersecting: boolean) =>
    act(() => {
      for (const { report } of observers) {
        report([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return { observers, disconnect, scroll };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('given an element far below the fold, it says so until the element comes within a screen', () => {
    const { observers, disconnect, scroll } = installObserver();
    const element = document.createElement('div');
    const { result } = renderHook(() => useNearViewport({ current: element }));
    expect(result.current).toBe(false);
    expect(observers[0]?.options?.rootMargin).toBe('100% 0px');
    scroll(false);
    expect(result.current).toBe(false);
    scroll(true);
    expect(result.current).toBe(true);
    expect(disconnect).toHaveBeenCalled();
  });

  it('given no element yet, it observes nothing', () => {
    const { observers } = installObserver();
    const { result } = renderHook(() => useNearViewport({ current: null }));
    expect(result.current).toBe(false);
    expect(observers).toHaveLength(0);
  });

  it('given a browser without IntersectionObserver, it says near at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() =>
      useNearViewport({ current: document.createElement('div') }),
    );
    expect(result.current).toBe(true);
  });
});
