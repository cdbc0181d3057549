import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ marginBottom: vars.space['4'] });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 44,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radii.full,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const remove = style({ fontSize: vars.fontSize.lg, lineHeight: 1 });

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space['2']}`,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});
