import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gap: vars.space['3'],
  alignItems: 'start',
  padding: `${vars.space['3']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const image = style({ width: 72, height: 72 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

export const name = style({
  color: vars.color.heading,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
});

/** An add-on's name, which links nowhere. */
export const addOnName = style({
  color: vars.color.heading,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const subtotal = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
});

/** The stepper's form, when the line posts without scripts: it lays out as the stepper alone. */
export const stepperForm = style({ display: 'contents' });
