import { globalStyle } from '@vanilla-extract/css';
import { STICKY_HEADER_HEIGHT_VAR } from '../components/Header/useStickyHeaderHeight';
import { reducedMotion } from './breakpoints';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  // Whatever is scrolled into view stops below the sticky header, with a little room; before the
  // scripts measure the header (an anchor of a page loaded without them), its phone height.
  scrollPaddingTop: `calc(var(${STICKY_HEADER_HEIGHT_VAR}, 4rem) + ${vars.space['4']})`,
  '@media': { [reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  color: vars.color.heading,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.accent });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// Motion is decoration only: people who ask the system for less get none.
globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
