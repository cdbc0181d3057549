import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

/**
 * The band sizes itself (a minimum height on phones, 21:9 from 768 px), so the video and poster
 * fill it without moving anything. Navy underneath keeps the text readable before they load.
 */
export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: '28rem',
  overflow: 'hidden',
  background: vars.color.topBar,
  color: vars.color.textInverse,
  '@media': {
    [mq.md]: { minHeight: '26rem', aspectRatio: '21 / 9', maxHeight: '40rem' },
  },
});

export const video = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/**
 * Navy at 72% or more wherever text can sit. From 992 px the text keeps to the left two thirds,
 * so the overlay thins out towards the right and lets the video show.
 */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  background: vars.color.scrimStrong,
  '@media': {
    [mq.lg]: {
      background: `linear-gradient(90deg, ${vars.color.scrimStrong} 0%, ${vars.color.scrimStrong} 70%, ${vars.color.scrim} 85%, ${vars.palette.scrimFaint} 100%)`,
    },
  },
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '44rem',
  padding: `${vars.space['10']} ${vars.space['5']} ${vars.space['16']}`,
  '@media': {
    [mq.md]: { padding: `${vars.space['12']} ${vars.space['12']}` },
  },
});

export const title = style({
  color: vars.color.textInverse,
  fontSize: vars.fontSize['3xl'],
  letterSpacing: '-0.01em',
  '@media': { [mq.md]: { fontSize: vars.fontSize['4xl'] } },
});

export const text = style({
  margin: 0,
  maxWidth: '34rem',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textInverse,
});

export const cta = style({ marginTop: vars.space['2'] });

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
