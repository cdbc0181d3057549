import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({
  marginTop: vars.space['16'],
  background: vars.color.topBar,
  color: vars.color.onTopBar,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  display: 'grid',
  gap: vars.space['8'],
  maxWidth: 1320,
  margin: '0 auto',
  padding: `${vars.space['12']} ${vars.space['4']} ${vars.space['8']}`,
  '@media': { [mq.md]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

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

export const bottom = style({
  maxWidth: 1320,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  borderTop: '1px solid rgba(255, 255, 255, 0.2)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

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
