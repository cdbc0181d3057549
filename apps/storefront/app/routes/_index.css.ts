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

// The hero opens the page edge to edge on phones and as a rounded band inside the grid above.
export const hero = style({
  margin: `calc(-1 * ${vars.space['6']}) calc(-1 * ${vars.space['3']}) 0`,
  overflow: 'hidden',
  '@media': {
    [mq.md]: { margin: 0, borderRadius: vars.radii.lg },
  },
});

export const blurbs = style({ marginTop: vars.space['8'] });
