import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const tab = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['1']}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  borderBottom: `2px solid ${vars.color.accent}`,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const lines = style({ margin: 0, padding: 0, listStyle: 'none' });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['12']} ${vars.space['4']}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.heading,
  fontWeight: vars.fontWeight.semibold,
});

export const totals = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

/** The updating note beside the subtotal's term: it comes and goes without moving the figures. */
export const updating = style({
  marginInlineStart: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const subtotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${totals} dd`, { margin: 0 });

export const discount = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['3'],
  fontVariantNumeric: 'tabular-nums',
});

export const discountValue = style({
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

/** View cart beside Checkout Now, each half the width; stacked when the text is enlarged. */
export const footerActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space['2'],
});
