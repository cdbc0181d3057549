import { mq, vars } from '@peptide/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A low band (the page's content starts above the fold): edge to edge on phones, a rounded band
 * in the grid from 768 px. Navy underneath keeps the text readable before the poster loads.
 */
export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: '15rem',
  margin: `calc(-1 * ${vars.space['6']}) calc(-1 * ${vars.space['3']}) 0`,
  overflow: 'hidden',
  background: vars.color.topBar,
  color: vars.color.textInverse,
  '@media': {
    [mq.md]: { minHeight: '18rem', margin: 0, borderRadius: vars.radii.lg },
  },
});

export const video = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

// Navy at the hero's strength wherever the text sits.
export const overlay = style({
  position: 'absolute',
  inset: 0,
  background: vars.color.scrimStrong,
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  maxWidth: '44rem',
  padding: `${vars.space['8']} ${vars.space['5']} ${vars.space['12']}`,
  '@media': { [mq.md]: { padding: `${vars.space['10']} ${vars.space['12']}` } },
});

export const title = style({
  margin: 0,
  color: vars.color.textInverse,
  fontSize: vars.fontSize['3xl'],
  letterSpacing: '-0.01em',
  '@media': { [mq.md]: { fontSize: vars.fontSize['4xl'] } },
});

export const text = style({
  margin: 0,
  maxWidth: '34rem',
  fontSize: vars.fontSize.md,
  color: vars.color.textInverse,
  '@media': { [mq.md]: { fontSize: vars.fontSize.lg } },
});

export const crumbs = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${crumbs} a`, { color: vars.color.textInverse });

export const separator = style({ marginLeft: vars.space['2'] });

/** Quiet, in the corner, but a full 44 px target with a visible focus ring on navy. */
export const toggle = style({
  position: 'absolute',
  right: vars.space['3'],
  bottom: vars.space['3'],
  color: vars.color.textInverse,
  background: vars.color.scrim,
  border: `1px solid ${vars.palette.gray500}`,
  selectors: {
    '&:hover': { background: vars.palette.navy800 },
    '&:focus-visible': { outlineColor: vars.color.textInverse },
  },
});
