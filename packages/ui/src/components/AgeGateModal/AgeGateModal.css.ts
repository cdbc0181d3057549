import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const text = style({
  margin: `0 0 ${vars.space['6']}`,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const refusal = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radii.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
});
