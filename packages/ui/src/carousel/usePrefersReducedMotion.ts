import { reducedMotion } from '../theme/breakpoints';
import { useMediaQuery } from '../theme/useMediaQuery';

/**
 * Whether the user asked the system to reduce motion; false during server rendering.
 * @returns true when `prefers-reduced-motion: reduce` matches
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(reducedMotion);
}
