import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mq.sm]: { gap: vars.space['4'] },
    [mq.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['6'] },
  },
});

export const cell = style({ minWidth: 0 });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface,
  color: vars.color.heading,
  textDecoration: 'none',
  transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easing}, border-color ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent, boxShadow: vars.shadow.md },
  },
});

/** A fixed 5:4 stage, so images and illustrations take the same room and nothing shifts. */
export const media = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '5 / 4',
  background: vars.color.surfaceMuted,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const label = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: 44,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontWeight: vars.fontWeight.semibold,
  '@media': {
    [mq.md]: { padding: `${vars.space['3']} ${vars.space['4']}`, fontSize: vars.fontSize.lg },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.accent,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${tile}:hover &`]: { transform: 'translateX(2px)' } },
});

export const art = style({ width: '62%', height: 'auto' });

// Illustration parts: navy, teal and greys of the theme only (no sale, success or error colours).
export const artShadow = style({ fill: vars.color.border });
export const artGlass = style({
  fill: vars.color.surface,
  stroke: vars.color.borderStrong,
  strokeWidth: 2.5,
});
export const artDark = style({ fill: vars.palette.navy700 });
export const artAccent = style({ fill: vars.color.accent });
export const artFill = style({ fill: vars.palette.teal50 });
export const artLabel = style({ fill: vars.color.accent });
