import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const title = style({ fontSize: vars.fontSize.lg });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const subList = style([list, { paddingLeft: vars.space['4'] }]);

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 48,
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radii.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.accent },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.fontWeight.semibold },
  },
});

export const sectionTitle = style({
  margin: `${vars.space['6']} 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
