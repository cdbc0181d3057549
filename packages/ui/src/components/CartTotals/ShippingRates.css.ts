import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  cursor: 'pointer',
});

export const radio = style({
  width: 18,
  height: 18,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.accent,
});

export const label = style({ flexGrow: 1 });

export const price = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
