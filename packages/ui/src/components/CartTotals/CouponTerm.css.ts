import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A row's label, with the row's action (Remove) beside it so the amounts keep one column. */
export const term = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['2'],
  minWidth: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** The Remove button's form (posted before or without scripts) lays out as the button alone. */
export const removeForm = style({ display: 'contents' });
