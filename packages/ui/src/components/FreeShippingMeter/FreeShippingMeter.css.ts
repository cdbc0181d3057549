import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const reached = style({ color: vars.color.success });

export const track = style({
  height: 8,
  overflow: 'hidden',
  borderRadius: vars.radii.full,
  background: vars.color.border,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radii.full,
  background: vars.color.accent,
  transition: `width ${vars.motion.durationSlow} ${vars.motion.easing}`,
});

export const fillReached = style({ background: vars.color.success });
