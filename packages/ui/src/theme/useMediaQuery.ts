import { useCallback, useSyncExternalStore } from 'react';

const matches = (query: string) =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches);

/**
 * Whether a media query matches, following its changes; false during server rendering.
 * @param query - a media query, for example `mq.md` or `reducedMotion`
 * @returns true while the query matches
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}
