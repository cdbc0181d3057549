import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Each placeholder bar sits centred in a box as tall as a real line of that text, so the skeleton
// takes the height the text will take.

/** Two lines at the title's size and line height. */
export const title = style({
  display: 'grid',
  gridAutoRows: `calc(1em * ${vars.lineHeight.tight})`,
  alignItems: 'center',
  fontSize: vars.fontSize['3xl'],
});

/** One line at the meta line's size: author and date side by side. */
export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  height: `calc(1em * ${vars.lineHeight.normal})`,
  fontSize: vars.fontSize.sm,
});

/** Body lines at the article's relaxed line height. */
export const paragraph = style({
  display: 'grid',
  gridAutoRows: `calc(1em * ${vars.lineHeight.relaxed})`,
  alignItems: 'center',
});
