import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const sidebar = style({
  display: 'none',
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface,
  '@media': { [mq.lg]: { display: 'block' } },
});

export const drawer = style({ '@media': { [mq.lg]: { display: 'none' } } });

// Closed, the disclosure is the size of the button that replaces it once the scripts run, so
// the page below it stays in place when they do; open, it takes the toolbar's whole row.
export const disclosure = style({
  selectors: {
    '&[open]': {
      flexBasis: '100%',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radii.lg,
      background: vars.color.surface,
    },
  },
});

export const summary = style({
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const disclosureBody = style({ padding: `0 ${vars.space['4']} ${vars.space['4']}` });

export const title = style({ margin: `0 0 ${vars.space['3']}`, fontSize: vars.fontSize.lg });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space['1'],
  fontWeight: vars.fontWeight.semibold,
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 44,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { color: vars.color.textMuted, cursor: 'default' } },
});

export const checkbox = style({
  width: 18,
  height: 18,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.accent,
  cursor: 'inherit',
});

export const choiceLabel = style({ flex: 1 });

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const prices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
});

export const priceField = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const priceLabel = style({ fontSize: vars.fontSize.sm });
