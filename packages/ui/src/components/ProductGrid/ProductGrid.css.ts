import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mq.lg]: { gap: vars.space['6'] } },
});

/** Columns of 12 per the spec: 6 on small and medium screens, 4 on large ones. */
export const cell = style({
  gridColumn: 'span 6',
  minWidth: 0,
  '@media': { [mq.lg]: { gridColumn: 'span 4' } },
});

export const empty = style({
  padding: vars.space['8'],
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radii.lg,
});
