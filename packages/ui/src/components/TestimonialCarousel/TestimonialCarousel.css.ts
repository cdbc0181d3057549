import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ maxWidth: 720, margin: '0 auto' });

export const viewport = style({ cursor: 'grab', userSelect: 'none' });

export const card = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['8']} ${vars.space['6']}`,
  textAlign: 'center',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radii.lg,
});

export const stars = style({ display: 'flex', gap: 2, color: vars.color.sale });

export const review = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
});

export const name = style({ fontWeight: vars.fontWeight.semibold, fontStyle: 'normal' });

export const role = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
