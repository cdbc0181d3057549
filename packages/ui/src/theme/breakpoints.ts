import { type Breakpoint, breakpoints } from './tokens';

/** Media query strings for each breakpoint (mobile first), for `'@media'` blocks in styles. */
export const mq = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  xxl: `screen and (min-width: ${breakpoints.xxl}px)`,
} as const satisfies Record<Breakpoint, string>;

/** Query matching users who asked the system to reduce motion. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * Wraps style rules so they apply from a breakpoint up.
 * @param bp - breakpoint name
 * @param rules - the style rules
 * @returns an object to spread into a vanilla-extract style
 */
export function above<T>(bp: Breakpoint, rules: T): { '@media': Record<string, T> } {
  return { '@media': { [mq[bp]]: rules } };
}
