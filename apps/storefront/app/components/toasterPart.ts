/**
 * The toasts' region, a chunk of its own (with sonner) that `lazyOverlays.ts` imports with the
 * page's first toast, so the other overlays' code does not bring it.
 */
export { Toaster } from '@peptide/ui';
