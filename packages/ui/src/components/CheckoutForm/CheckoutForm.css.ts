import { style } from '@vanilla-extract/css';
import { above } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['8'],
  ...above('lg', { gridTemplateColumns: '7fr 5fr', alignItems: 'start' }),
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  minWidth: 0,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const aside = style([
  column,
  {
    padding: vars.space['5'],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radii.lg,
    background: vars.color.surfaceMuted,
  },
]);

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.heading,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.accentSubtle },
  },
});

export const radio = style({
  width: 18,
  height: 18,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.accent,
});

export const optionLabel = style({
  flexGrow: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const optionPrice = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const optionDescription = style({
  margin: 0,
  padding: `0 ${vars.space['3']} ${vars.space['2']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const status = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
});

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const insurance = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

/** Drawn only where the browser runs no scripts; with scripts each choice applies at once. */
export const updateTotals = style({
  display: 'none',
  '@media': {
    '(scripting: none)': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: vars.space['2'],
    },
  },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
