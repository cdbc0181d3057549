import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const nav = style({ marginTop: vars.space['8'] });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const box = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
} as const;

export const number = style({
  ...box,
  ':hover': { borderColor: vars.color.accent, color: vars.color.accent },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const step = style([number, { fontWeight: vars.fontWeight.medium }]);

export const current = style({
  ...box,
  background: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
});

export const gap = style({ paddingInline: vars.space['1'], color: vars.color.textMuted });
