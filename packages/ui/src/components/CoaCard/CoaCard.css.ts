import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A sheet with one border: an inner ruled frame read as a doubled border on a phone. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['5'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const kind = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBottom: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

/** A small preview of the document, framed like a thumbnail, not a product shot. */
export const image = style({
  flexShrink: 0,
  width: 72,
  height: 72,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.sm,
});

export const title = style({
  minWidth: 0,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  fontSize: vars.fontSize.sm,
});

// Each term and its value share a row of the list's grid.
export const fact = style({ display: 'contents' });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const link = style({ marginTop: 'auto' });
