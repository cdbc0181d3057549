import { globalStyle, style } from '@vanilla-extract/css';
import { above } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  maxWidth: '60rem',
});

export const received = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radii.md,
  background: vars.color.successSubtle,
  color: vars.color.success,
  fontWeight: vars.fontWeight.semibold,
});

export const overview = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  ...above('sm', { gridTemplateColumns: 'repeat(2, 1fr)' }),
  ...above('lg', { gridTemplateColumns: 'repeat(4, 1fr)' }),
});

export const overviewItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingLeft: vars.space['3'],
  borderLeft: `2px solid ${vars.color.border}`,
  minWidth: 0,
});

globalStyle(`${overviewItem} dt`, {
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
});

globalStyle(`${overviewItem} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const message = style({ margin: 0, color: vars.color.textMuted });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
