import { mq, vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

/** One certificate per row on phones, then two, three and four as the page widens. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['6'] },
    [mq.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/** The skeleton keeps the certificate's frame, so nothing moves when the list arrives. */
export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
});

export const skeletonHead = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: `0 0 ${vars.space['6']}`,
  padding: 0,
  listStyle: 'none',
});

/** A filter chip: a 44 px target, filled when it is the list being shown. */
export const filter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 44,
  padding: `0 ${vars.space['4']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.accent },
    '&[aria-current="page"]': {
      borderColor: vars.color.accent,
      background: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const count = style({ fontVariantNumeric: 'tabular-nums', opacity: 0.85 });

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  margin: 0,
  color: vars.color.textMuted,
});
