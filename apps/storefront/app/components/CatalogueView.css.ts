import { mq, vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  marginTop: vars.space['6'],
  '@media': {
    [mq.lg]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: vars.space['8'] },
  },
});

// On phones the categories come first, so a shopper can narrow the list before scrolling 30
// products; from lg up they sit beside the grid with the filters under them. The column scrolls
// with the page: with the filters it is taller than a laptop's screen, and a sticky column
// would keep its Apply button out of reach.
export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { [mq.lg]: { alignSelf: 'start' } },
});

export const products = style({ minWidth: 0 });

// Names the grid for screen-reader navigation by headings; the banner already shows the title.
export const hiddenHeading = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBottom: vars.space['4'],
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
