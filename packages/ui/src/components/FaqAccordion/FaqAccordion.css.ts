import { globalStyle, style } from '@vanilla-extract/css';
import { reducedMotion } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({ borderTop: `1px solid ${vars.color.border}` });

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
  // Lets the answer's height animate to `auto` where the browser can (Chromium 129 and later).
  interpolateSize: 'allow-keywords',
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: 56,
  padding: `${vars.space['3']} 0`,
  listStyle: 'none',
  color: vars.color.heading,
  cursor: 'pointer',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.accent },
  },
});

export const question = style({
  margin: 0,
  color: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.durationSlow} ${vars.motion.easing}`,
  selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } },
});

// The answer's box opens and closes smoothly where the browser styles it; elsewhere it just shows.
globalStyle(`${item}::details-content`, {
  height: 0,
  overflow: 'hidden',
  transition: `height ${vars.motion.durationSlow} ${vars.motion.easing}, content-visibility ${vars.motion.durationSlow} allow-discrete`,
});

globalStyle(`${item}[open]::details-content`, { height: 'auto' });

globalStyle(`${item}::details-content`, {
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const answer = style({
  paddingBottom: vars.space['4'],
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
