import { mq, vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  paddingBlock: vars.space['8'],
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', alignItems: 'start' } },
});

/** The empty cart: the empty state alone, with the page's vertical rhythm. */
export const empty = style({ paddingBlock: vars.space['8'] });

export const lines = style({ minWidth: 0 });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  '@media': { [mq.lg]: { position: 'sticky', top: vars.space['6'] } },
});
