import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  minWidth: 0,
  maxWidth: '28rem',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
