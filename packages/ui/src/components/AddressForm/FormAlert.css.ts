import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const base = {
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radii.md,
  borderLeft: '4px solid',
  fontSize: vars.fontSize.sm,
} as const;

export const tone = styleVariants({
  error: { ...base, background: vars.color.dangerSubtle, color: vars.color.danger },
  success: { ...base, background: vars.color.successSubtle, color: vars.color.success },
  info: { ...base, background: vars.color.accentSubtle, color: vars.color.text },
});
