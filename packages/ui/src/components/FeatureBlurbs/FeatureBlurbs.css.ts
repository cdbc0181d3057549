import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'grid',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['8'] } },
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  '@media': { [mq.md]: { flexDirection: 'column', gap: vars.space['3'] } },
});

/** The icon on a soft teal disc: quiet, not a call to action. */
export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 52,
  height: 52,
  borderRadius: vars.radii.full,
  background: vars.color.accentSubtle,
  color: vars.color.accent,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.heading,
});

export const text = style({ margin: 0, color: vars.color.textMuted });
