import { breakpoints, mq, vars } from '@peptide/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  marginTop: vars.space['4'],
  '@media': {
    [mq.lg]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: vars.space['8'] },
  },
});

// From lg up the categories sit beside the grid with the filters under them. The column scrolls
// with the page: with the filters it is taller than a laptop's screen, and a sticky column
// would keep its Apply button out of reach. Below lg the filters are the toolbar's drawer and
// the categories follow the grid, so the products start on a phone's first screen.
export const sidebar = style({
  display: 'none',
  '@media': {
    [mq.lg]: { display: 'flex', flexDirection: 'column', gap: vars.space['4'], alignSelf: 'start' },
  },
});

export const categoriesAfter = style({ '@media': { [mq.lg]: { display: 'none' } } });

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

// The count, then the filters' button and the sort menu on one row right above the grid (as
// Dawn's facets bar); from lg up, where the filters are in the sidebar, the count and the menu
// share a row.
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space['2']} ${vars.space['3']}`,
  marginBottom: vars.space['4'],
});

export const count = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [mq.lg]: { flexBasis: 'auto' } },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  flex: '1 1 auto',
  minWidth: 0,
  '@media': { [mq.lg]: { flex: '0 1 auto' } },
});

// Below lg the sort form takes the row's rest beside the filters' button, its menu narrowing
// (and, without scripts, its button staying on the row) rather than wrapping.
globalStyle(`${controls} > form`, {
  '@media': {
    [`screen and (max-width: ${breakpoints.lg - 0.02}px)`]: {
      flex: '1 1 0',
      justifyContent: 'flex-end',
    },
  },
});
