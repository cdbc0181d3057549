import { globalStyle, style } from '@vanilla-extract/css';
import { above } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  margin: 0,
  ...above('sm', { gridTemplateColumns: 'repeat(2, 1fr)' }),
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingLeft: vars.space['3'],
  borderLeft: `2px solid ${vars.color.border}`,
  minWidth: 0,
});

globalStyle(`${fact} dt`, {
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
});

globalStyle(`${fact} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const instructions = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radii.md,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const nextSteps = style({ margin: 0, color: vars.color.text });

export const pay = style({ margin: 0 });
