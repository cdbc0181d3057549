import { mq, vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

// The hero opens the page edge to edge on phones and as a rounded band inside the grid above.
export const hero = style({
  margin: `calc(-1 * ${vars.space['6']}) calc(-1 * ${vars.space['3']}) 0`,
  overflow: 'hidden',
  '@media': {
    [mq.md]: { margin: 0, borderRadius: vars.radii.lg },
  },
});

export const blurbs = style({ marginTop: vars.space['8'] });
