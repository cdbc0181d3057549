import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: '48rem',
  margin: '0 auto',
});

export const title = style({ fontSize: vars.fontSize['3xl'], overflowWrap: 'anywhere' });

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'contain',
  borderRadius: vars.radii.lg,
});

export const toc = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceMuted,
});

export const tocTrigger = style({
  display: 'flex',
  width: '100%',
  minHeight: '44px',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  border: 'none',
  background: 'transparent',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
});

export const chevron = style({
  transition: `transform ${vars.motion.durationSlow} ${vars.motion.easing}`,
  selectors: { [`${tocTrigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-collapsible-content-height)' },
});
const close = keyframes({
  from: { height: 'var(--radix-collapsible-content-height)' },
  to: { height: 0 },
});

// Only once Radix has measured the list (its height variable in the inline style): the server's
// HTML has no height to animate to, and the open list there would collapse and jump open as the
// page paints, shifting the post below it.
const measured = '[style*="--radix-collapsible-content-height"]';

// The duration itself comes inline from the domain's collapse timing (300 ms).
export const tocContent = style({
  overflow: 'hidden',
  animationTimingFunction: vars.motion.easing,
  selectors: {
    [`&[data-state="open"]${measured}`]: { animationName: open },
    [`&[data-state="closed"]${measured}`]: { animationName: close },
  },
});

export const tocList = style({
  margin: 0,
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const tocLevel = {
  1: style({}),
  2: style({ paddingLeft: vars.space['4'] }),
  3: style({ paddingLeft: vars.space['8'], fontSize: vars.fontSize.sm }),
} as const;

export const content = style({ lineHeight: vars.lineHeight.relaxed, overflowWrap: 'anywhere' });

globalStyle(`${content} h1, ${content} h2, ${content} h3`, {
  marginTop: vars.space['8'],
  marginBottom: vars.space['3'],
  scrollMarginTop: vars.space['16'],
});

globalStyle(`${content} img`, { height: 'auto', borderRadius: vars.radii.md });

globalStyle(`${content} table`, {
  display: 'block',
  overflowX: 'auto',
  borderCollapse: 'collapse',
});

export const message = style({ margin: 0, color: vars.color.textMuted });

/** Not found or failed: the message, then the way on, centred in the article's column. */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  maxWidth: '48rem',
  margin: '0 auto',
});
