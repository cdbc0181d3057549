import { globalStyle, style } from '@vanilla-extract/css';
import { above } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const back = style({ display: 'flex', justifyContent: 'flex-start' });

export const title = style({ fontSize: vars.fontSize.xl });

export const meta = style({ margin: 0, color: vars.color.textMuted });

export const lines = style({ width: '100%', borderCollapse: 'collapse' });

// A row's words may break anywhere (Shipping (Xpresspost) at 200 % text on a phone): the table
// never grows wider than its card; the amounts alone stay whole.
globalStyle(`${lines} th, ${lines} td`, {
  overflowWrap: 'anywhere',
  padding: `${vars.space['3']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

globalStyle(`${lines} thead th`, {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

export const caption = style({
  textAlign: 'left',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.heading,
  paddingBottom: vars.space['2'],
});

export const lineName = style({ overflowWrap: 'anywhere' });

export const quantity = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const amount = style({
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${lines} ${amount}`, { textAlign: 'right' });

export const grandTotal = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const addresses = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['6'],
  ...above('md', { gridTemplateColumns: '1fr 1fr' }),
});

export const addressTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space['2'] });

export const placeholder = style({
  margin: 0,
  padding: vars.space['6'],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

/** The caption's note while the figures wait for an answer. */
export const busyNote = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 'normal',
  color: vars.color.textMuted,
});
