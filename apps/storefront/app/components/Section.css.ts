import { mq, vars } from '@peptide/ui';
import { style, styleVariants } from '@vanilla-extract/css';
import { nearViewport } from './nearViewport.css';

// Phones: title, content, then the action. Wider: the action sits beside the title.
const base = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"head" "body" "action"',
  rowGap: vars.space['6'],
  marginTop: vars.space['12'],
  '@media': {
    [mq.md]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"head action" "body body"',
      columnGap: vars.space['4'],
      marginTop: vars.space['16'],
    },
  },
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

export const head = style({ gridArea: 'head', alignSelf: 'end' });

export const body = style({ gridArea: 'body', minWidth: 0 });

export const action = style({
  gridArea: 'action',
  display: 'flex',
  justifyContent: 'center',
  '@media': { [mq.md]: { alignSelf: 'end', justifyContent: 'flex-end' } },
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

/** A section below the first screen, rendered once it comes near the viewport. */
export const belowFirstScreen = style(nearViewport(600));
