import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface,
});

export const title = style({ margin: `0 0 ${vars.space['3']}`, fontSize: vars.fontSize.lg });

export const list = style({ margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['3'],
  padding: `${vars.space['2']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Every row's label: the discount row's part lays its Remove out the same way. */
export { term } from './CouponTerm.css';

export const value = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['2'],
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

export const discount = style({ color: vars.color.success });

export const note = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const total = style([
  row,
  { borderBottom: 'none', fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold },
]);

export const totalTerm = style({ color: vars.color.heading });

/** The updating note, across from the title: it comes and goes without moving the figures. */
export const updating = style({
  position: 'absolute',
  top: vars.space['4'],
  right: vars.space['4'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The rate choice under the figures, above what the box holds below (Proceed to Checkout). */
export const choice = style({ margin: `${vars.space['3']} 0` });
