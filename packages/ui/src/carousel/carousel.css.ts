import { style } from '@vanilla-extract/css';
import { mq } from '../theme/breakpoints';
import { vars } from '../theme/vars.css';

/**
 * Layout shared by every carousel: a clipping viewport around a flex track. The viewport is
 * positioned so it also clips absolutely positioned content of off-screen slides (visually
 * hidden labels), which would otherwise widen the page.
 */
export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radii.md,
  selectors: { '&:focus-visible': { outlineOffset: 4 } },
});

export const track = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginLeft: `calc(${vars.space['4']} * -1)`,
});

export const slideBase = style({
  flex: '0 0 100%',
  minWidth: 0,
  paddingLeft: vars.space['4'],
});

/** One slide a view; below 768 px it takes 85% so the next one peeks in, a cue to swipe. */
export const slidePeek = style({ flexBasis: '85%', '@media': { [mq.md]: { flexBasis: '100%' } } });

export const dots = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space['1'],
  marginTop: vars.space['4'],
});

export const dot = style({
  width: 44,
  height: 44,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  '::before': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: vars.radii.full,
    background: vars.color.borderStrong,
    transition: `background-color ${vars.motion.durationFast}`,
  },
  selectors: { '&[aria-current="true"]::before': { background: vars.color.accent } },
});
