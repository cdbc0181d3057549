import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const select = style({ minWidth: 0, maxWidth: '100%' });
