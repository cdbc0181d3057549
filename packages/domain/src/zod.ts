import { z as zod } from 'zod';

// zod compiles object parsers with `new Function` unless told not to, and probes for it even
// when it may not: under the storefront's Content-Security-Policy (no 'unsafe-eval') that probe
// is a reported violation. Every schema of this package takes `z` from here, so the setting
// holds before the first schema is built.
zod.config({ jitless: true });

/**
 * zod with its JIT turned off, for every schema of this package.
 *
 * @remarks A binding of this module's own, not a re-export: bundlers resolve a re-export
 *   straight to zod and, the package being side-effect free, drop this module and its setting.
 */
export const z: typeof zod = zod;

export type { RefinementCtx, ZodType } from 'zod';
