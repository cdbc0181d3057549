import { LAYOUT } from '@peptide/domain';
import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

/** Tight gutters on phones so two cards a row keep their art large; wider from 576 px. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mq.sm]: { gap: vars.space['4'] },
    [mq.lg]: { gap: vars.space['6'] },
  },
});

/** Columns of 12 (`LAYOUT.gridColumns`): 6 on phones, small and medium screens, 4 on large ones. */
export const cell = style({
  gridColumn: `span ${LAYOUT.gridColumns.small}`,
  minWidth: 0,
  '@media': {
    [mq.md]: { gridColumn: `span ${LAYOUT.gridColumns.medium}` },
    [mq.lg]: { gridColumn: `span ${LAYOUT.gridColumns.large}` },
  },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['10']} ${vars.space['4']}`,
  textAlign: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radii.lg,
});

export const emptyText = style({ margin: 0, color: vars.color.textMuted });
