import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space['2'],
  padding: vars.space['4'],
});

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const title = style({ fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const titleLink = style({
  color: vars.color.heading,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const excerpt = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const readMore = style({
  marginTop: 'auto',
  paddingTop: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
});
