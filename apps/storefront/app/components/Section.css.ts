import { mq, vars } from '@peptide/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  marginTop: vars.space['12'],
  '@media': { [mq.md]: { marginTop: vars.space['16'] } },
});

export const section = styleVariants({
  plain: [base],
  muted: [
    base,
    {
      padding: `${vars.space['8']} ${vars.space['4']}`,
      borderRadius: vars.radii.lg,
      background: vars.color.surfaceMuted,
      '@media': { [mq.md]: { padding: vars.space['10'] } },
    },
  ],
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBottom: vars.space['6'],
});

export const title = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } },
});

export const intro = style({
  margin: `${vars.space['2']} 0 0`,
  maxWidth: '60ch',
  color: vars.color.textMuted,
});
