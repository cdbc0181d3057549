import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { pageMaxWidth } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const root = style({
  marginTop: vars.space['16'],
  background: vars.color.topBar,
  color: vars.color.onTopBar,
  fontSize: vars.fontSize.sm,
});

/**
 * The page's column: as wide and as far in from the edges as the page's content (the main
 * element's and the header bar's: `space 3` on a phone, `space 6` from the tablet up).
 */
const pageColumn = style({
  maxWidth: pageMaxWidth,
  margin: '0 auto',
  paddingInline: vars.space['3'],
  '@media': { [mq.md]: { paddingInline: vars.space['6'] } },
});

export const inner = style([
  pageColumn,
  {
    display: 'grid',
    gap: vars.space['8'],
    paddingBlock: `${vars.space['12']} ${vars.space['8']}`,
    '@media': { [mq.md]: { gridTemplateColumns: '2fr 1fr 1fr' } },
  },
]);

export const brand = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const tagline = style({
  margin: `${vars.space['2']} 0 0`,
  maxWidth: '40ch',
  lineHeight: vars.lineHeight.relaxed,
});

export const heading = style({
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.onTopBar,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.onTopBar,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: { '&:hover': { textDecorationThickness: 2 } },
});

export const bottom = style([
  pageColumn,
  {
    paddingBlock: vars.space['6'],
    borderTop: '1px solid rgba(255, 255, 255, 0.2)',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
  },
]);

export const disclaimer = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const policyList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const copyright = style({ margin: 0 });
