import { vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  padding: vars.space['8'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  fontSize: vars.fontSize.lg,
});
