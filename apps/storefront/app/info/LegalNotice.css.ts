import { mq, vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

/** The legal notice's facts: label over value on a phone, side by side from the tablet up. */
export const facts = style({
  display: 'grid',
  margin: `0 0 ${vars.space['6']}`,
  '@media': {
    [mq.md]: {
      gridTemplateColumns: 'max-content minmax(0, 1fr)',
      columnGap: vars.space['6'],
      rowGap: vars.space['3'],
    },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:not(:first-child)': { marginTop: vars.space['3'] } },
  '@media': { [mq.md]: { selectors: { '&:not(:first-child)': { marginTop: 0 } } } },
});

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const address = style({ fontStyle: 'normal' });
