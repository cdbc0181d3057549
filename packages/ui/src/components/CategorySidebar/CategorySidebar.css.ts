import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface,
});

export const title = style({ margin: `0 0 ${vars.space['3']}`, fontSize: vars.fontSize.lg });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: 44,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radii.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.accent },
    '&[aria-current="page"]': {
      background: vars.color.accentSubtle,
      color: vars.color.accent,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const error = style({ margin: 0, color: vars.color.danger });

export const skeletonRow = style({ padding: `${vars.space['3']} ${vars.space['3']}` });
