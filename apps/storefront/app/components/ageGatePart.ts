/**
 * The age gate's code, a chunk of its own: a first visit fetches it while the browser is idle,
 * before the gate opens, without the mini cart's and the menu's code (`overlayParts.ts`), which
 * waits for the shopper's first interaction.
 */
export { AgeGateModal } from '@peptide/ui';
