import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to, and probes for it even
// when it may not: under the storefront's Content-Security-Policy (no 'unsafe-eval') that probe
// is a reported violation. Every schema of this package takes `z` from here, so the setting
// holds before the first schema is built.
z.config({ jitless: true });

export { z };
