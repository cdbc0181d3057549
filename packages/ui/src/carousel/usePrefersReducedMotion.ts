import { useSyncExternalStore } from 'react';
import { reducedMotion } from '../theme/breakpoints';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(reducedMotion).matches);
}

/**
 * Whether the user asked the system to reduce motion; false during server rendering.
 * @returns true when `prefers-reduced-motion: reduce` matches
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
