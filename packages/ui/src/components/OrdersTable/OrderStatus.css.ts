import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** An order status pill; each tone keeps its text above 4.5:1 on its own background. */
export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `2px ${vars.space['2']}`,
    borderRadius: vars.radii.full,
    border: '1px solid transparent',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
    '::before': {
      content: '""',
      width: 6,
      height: 6,
      borderRadius: vars.radii.full,
      background: 'currentColor',
    },
  },
  variants: {
    tone: {
      progress: { background: vars.color.accentSubtle, color: vars.color.accent },
      done: { background: vars.color.successSubtle, color: vars.color.success },
      stopped: { background: vars.color.dangerSubtle, color: vars.color.danger },
      waiting: {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
    },
  },
  defaultVariants: { tone: 'waiting' },
});
