import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { pageMaxWidth } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topBar = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.topBar,
  color: vars.color.onTopBar,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textAlign: 'center',
});

/** Wraps rather than squeezing when the text is enlarged: the navigation takes a row of its own. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  maxWidth: pageMaxWidth,
  margin: '0 auto',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  '@media': { [mq.lg]: { gap: vars.space['6'], padding: `${vars.space['3']} ${vars.space['6']}` } },
});

export const mobileOnly = style({ '@media': { [mq.lg]: { display: 'none' } } });

export const desktopOnly = style({ display: 'none', '@media': { [mq.lg]: { display: 'flex' } } });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 44,
  flexShrink: 0,
  color: vars.color.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': { [mq.lg]: { fontSize: vars.fontSize.lg } },
});

export const nav = style({ alignItems: 'center', gap: vars.space['1'] });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: 44,
  minWidth: 44,
  justifyContent: 'center',
  padding: `0 ${vars.space['2']}`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': {
      background: vars.color.surfaceMuted,
      color: vars.color.accent,
    },
    '&[aria-current="page"]': { color: vars.color.accent },
  },
});

/** Shrinks first when space runs short, down to a box that still shows a few words. */
export const search = style({
  flex: '1 1 0',
  minWidth: '8rem',
  maxWidth: 420,
  marginLeft: 'auto',
});

export const actions = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space['1'],
  marginLeft: 'auto',
});

export const cartButton = style({ position: 'relative' });

export const cartBadge = style({ position: 'absolute', top: 2, right: 0 });

export const mobileSearch = style({
  padding: vars.space['3'],
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const menuContent = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: 200,
  padding: vars.space['1'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.md,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radii.sm,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accentSubtle, color: vars.color.accent },
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.semibold },
  },
});
