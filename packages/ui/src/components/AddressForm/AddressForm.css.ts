import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  maxWidth: '44rem',
});

export const title = style({ fontSize: vars.fontSize.xl });
