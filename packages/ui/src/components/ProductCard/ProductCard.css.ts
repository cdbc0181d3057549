import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { above } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  // Clips the art to the rounded corners and the ribbon to the card.
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.md } },
});

export const media = style({ display: 'block' });

/** Edge to edge, so the art is as large as the card on a two-column phone grid. */
export const image = style({ borderRadius: 0 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space['2'],
  padding: vars.space['3'],
  ...above('sm', { gap: vars.space['3'], padding: vars.space['4'] }),
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  ...above('md', { fontSize: vars.fontSize.lg }),
});

export const nameLink = style({
  color: vars.color.heading,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
});

export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  ...above('sm', { gap: vars.space['3'] }),
});

/**
 * A diagonal band across the card's top-left corner. Its centre line runs about 62 px from the
 * corner, clear of a vial centred in the art even on a 170 px phone card.
 */
export const ribbon = recipe({
  base: {
    position: 'absolute',
    top: 22,
    left: -34,
    width: 128,
    padding: `3px 0`,
    transform: 'rotate(-45deg)',
    textAlign: 'center',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    color: vars.color.textInverse,
    boxShadow: vars.shadow.sm,
    pointerEvents: 'none',
  },
  variants: {
    tone: {
      soldOut: { background: vars.color.textMuted },
      sale: { background: vars.color.sale },
    },
  },
});

/**
 * Compact on phones so Add to cart and Select Options fit one line in half the screen; a label
 * that does not fit (enlarged text, a longer translation) wraps rather than being cut.
 */
export const action = style({
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  ...above('sm', { paddingInline: vars.space['4'], fontSize: vars.fontSize.md }),
});

/** The Add to cart form lays its button out as if the form were not there. */
export const actionForm = style({ display: 'contents' });

// The button's own label wrapper is a flex item; it may shrink so its text can wrap.
globalStyle(`${action} > span`, { minWidth: 0, maxWidth: '100%' });

export const actionLabel = style({
  display: 'block',
  overflowWrap: 'break-word',
});
