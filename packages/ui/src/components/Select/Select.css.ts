import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  paddingRight: vars.space['10'],
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  right: vars.space['3'],
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
