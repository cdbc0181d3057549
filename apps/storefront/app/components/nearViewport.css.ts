import { vars } from '@peptide/ui';
import type { StyleRule } from '@vanilla-extract/css';

/**
 * The style of a part below the first screen: the browser styles, lays out and paints it only
 * once it comes near the viewport, so the first paint (and any relayout of the whole page, such
 * as a dialog opening) does not pay for the parts nobody sees yet.
 *
 * @param height - a guess at the part's height on a phone, held until it has been laid out once
 *   (the browser then remembers the real one)
 * @returns the rule, for `style` or `globalStyle` in a `.css.ts` file
 * @remarks Rendering only near the viewport clips the part's paint to its box; the margin lets
 *   shadows and focus rings of what sits at its edges show as before.
 */
export function nearViewport(height: number): StyleRule {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${height}px`,
    overflowClipMargin: vars.space['6'],
  };
}
