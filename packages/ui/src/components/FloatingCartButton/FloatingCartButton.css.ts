import { style } from '@vanilla-extract/css';
import { pageMaxWidth } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/** The button's diameter, px. */
const SIZE = 56;

/** How far the button stays from the viewport's right and bottom edges, px. */
const INSET = 16;

/**
 * The narrowest viewport whose gutter beside the page's content holds the button: the content
 * (`pageMaxWidth`, centred) leaves `(width - pageMaxWidth) / 2` on each side, which must take the
 * button and its inset. Narrower, the button would sit over the page's right column (a card's
 * Add to cart), where the sticky header's cart button is always in reach instead.
 */
const GUTTER_HOLDS_BUTTON = `screen and (min-width: ${pageMaxWidth + 2 * (SIZE + INSET)}px)`;

/** The landmark around the fixed button: present only where the page's gutter holds it. */
export const region = style({
  display: 'none',
  '@media': { [GUTTER_HOLDS_BUTTON]: { display: 'block' } },
});

export const root = style({
  position: 'fixed',
  right: INSET,
  bottom: INSET,
  zIndex: vars.zIndex.sticky,
  width: SIZE,
  height: SIZE,
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
