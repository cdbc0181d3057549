import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space['4'],
  margin: `${vars.space['4']} 0 ${vars.space['8']}`,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const chip = style({
  height: '4rem',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
});

export const name = style({ fontWeight: vars.fontWeight.semibold });

export const value = style({
  color: vars.color.textMuted,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: `${vars.space['4']} 0 ${vars.space['8']}`,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 12rem) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space['4'],
  color: vars.color.text,
});

export const sample = style({ margin: 0, color: vars.color.heading, overflowWrap: 'anywhere' });

export const bar = style({ height: vars.space['4'], background: vars.color.accent });

export const box = style({
  width: '5rem',
  height: '5rem',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.borderStrong}`,
});
