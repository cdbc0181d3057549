import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['3']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});

globalStyle(`${table} thead th`, {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

// Below md each order becomes a small card whose cells carry their column name.
const phone = `screen and (max-width: ${breakpoints.md - 0.02}px)`;
globalStyle(`${table} thead`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
  },
});
globalStyle(`${table} tr, ${table} td`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${table} tbody tr`, {
  '@media': {
    [phone]: {
      marginBottom: vars.space['3'],
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radii.md,
      padding: vars.space['2'],
    },
  },
});
globalStyle(`${table} td`, {
  '@media': {
    [phone]: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      gap: vars.space['3'],
      border: 'none',
      overflowWrap: 'anywhere',
    },
  },
});
globalStyle(`${table} td::before`, {
  '@media': {
    [phone]: { content: 'attr(data-label)', fontWeight: vars.fontWeight.semibold },
  },
});

export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
});

/** Right-aligned cells (Total, Actions); on phones the cell's own flex row does the aligning. */
export const end = style({});

globalStyle(`${table} th${end}, ${table} td${end}`, { textAlign: 'right' });

globalStyle(`${table} td`, { verticalAlign: 'middle' });

export const empty = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radii.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const emptyText = style({ margin: 0 });
