import { vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

/** A numbered step: the number in a teal disc, the title and its text beside it. */
export const step = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr)',
  columnGap: vars.space['4'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface,
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    gridRow: 'span 2',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: vars.radii.full,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
});

export const stepTitle = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  alignSelf: 'center',
});

export const stepText = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.text });

/** The methods one under another, each a heading over its steps. */
export const methods = style({ display: 'flex', flexDirection: 'column', gap: vars.space['10'] });

export const method = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const methodTitle = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});
