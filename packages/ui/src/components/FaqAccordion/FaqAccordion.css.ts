import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const root = style({ borderTop: `1px solid ${vars.color.border}` });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const header = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  width: '100%',
  minHeight: 56,
  padding: `${vars.space['3']} 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.durationSlow} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

// Only once Radix has measured the answer (its height variable in the inline style): the server's
// HTML has no height to animate to, and an open answer there would collapse and jump open as the
// page paints, shifting everything below it.
const measured = '[style*="--radix-accordion-content-height"]';

export const content = style({
  overflow: 'hidden',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  selectors: {
    [`&[data-state="open"]${measured}`]: {
      animation: `${open} ${vars.motion.durationSlow} ${vars.motion.easing}`,
    },
    [`&[data-state="closed"]${measured}`]: {
      animation: `${close} ${vars.motion.durationSlow} ${vars.motion.easing}`,
    },
  },
});

export const answer = style({ paddingBottom: vars.space['4'] });
