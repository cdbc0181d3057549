import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: '40rem',
});

export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const text = style({ margin: 0, color: vars.color.text });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
