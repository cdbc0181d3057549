import { mq, vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

/** One card per row on phones, two from 576 px, three from 992 px. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** The skeleton keeps the card's frame so nothing moves when the posts arrive. */
export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface,
});

export const skeletonBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  margin: 0,
  color: vars.color.textMuted,
});
