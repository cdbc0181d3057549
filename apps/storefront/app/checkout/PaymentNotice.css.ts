import { vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBlockEnd: vars.space['6'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radii.lg,
  background: vars.color.accentSubtle,
  overflowWrap: 'anywhere',
});

export const text = style({ margin: 0, minWidth: 0 });
