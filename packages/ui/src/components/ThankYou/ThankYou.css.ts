import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  maxWidth: '36rem',
  margin: '0 auto',
  padding: `${vars.space['12']} ${vars.space['4']}`,
  textAlign: 'center',
});

export const mark = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radii.full,
  background: vars.color.successSubtle,
  color: vars.color.success,
});

export const title = style({ fontSize: vars.fontSize['2xl'] });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
});
