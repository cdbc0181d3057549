import { mq, pageMaxWidth, vars } from '@peptide/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { nearViewport } from './nearViewport.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

// The footer (its element comes from the UI package) is below the first screen on every page.
globalStyle(`${page} > footer`, nearViewport(700));

export const skipLink = style({
  position: 'absolute',
  left: vars.space['4'],
  top: 0,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  borderRadius: `0 0 ${vars.radii.md} ${vars.radii.md}`,
  transform: 'translateY(-110%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: pageMaxWidth,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['3']} 0`,
  outline: 'none',
  '@media': { [mq.md]: { padding: `${vars.space['8']} ${vars.space['6']} 0` } },
});

export const payments = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['6']}`,
  background: vars.color.topBar,
  color: vars.color.onTopBar,
  borderTop: `1px solid rgba(255, 255, 255, 0.12)`,
});

export const paymentsLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const paymentsImage = style({ display: 'block', height: 32, width: 'auto' });

export const paymentNames = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const paymentName = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  border: '1px solid rgba(255, 255, 255, 0.4)',
  borderRadius: vars.radii.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
