import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

/** The landmark around the fixed button: present from the large breakpoint up. */
export const region = style({ display: 'none', '@media': { [mq.lg]: { display: 'block' } } });

export const root = style({
  position: 'fixed',
  right: vars.space['4'],
  bottom: vars.space['4'],
  zIndex: vars.zIndex.sticky,
  width: 56,
  height: 56,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radii.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '&:hover': { background: vars.color.accentHover, transform: 'scale(1.05)' } },
});

export const inline = style({ position: 'relative', right: 'auto', bottom: 'auto' });

export const badge = style({
  position: 'absolute',
  top: -2,
  right: -2,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  background: vars.color.heading,
});
