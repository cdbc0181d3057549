import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: '44rem',
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
});

export const legend = style({
  padding: `0 ${vars.space['2']}`,
  fontWeight: vars.fontWeight.semibold,
});
