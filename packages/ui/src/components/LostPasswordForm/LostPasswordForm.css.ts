import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '28rem',
});

export const panel = style([
  root,
  {
    padding: vars.space['6'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radii.lg,
    background: vars.color.surfaceMuted,
  },
]);
