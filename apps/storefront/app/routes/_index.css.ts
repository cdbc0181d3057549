import { mq, vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

export const review = style({
  maxWidth: 760,
  margin: '0 auto',
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface,
  textAlign: 'center',
  '@media': { [mq.md]: { padding: vars.space['10'] } },
});

export const quote = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  '@media': { [mq.md]: { fontSize: vars.fontSize.xl } },
});

export const source = style({
  marginTop: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
