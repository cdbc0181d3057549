import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['1'],
    padding: `2px ${vars.space['2']}`,
    borderRadius: vars.radii.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
      },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      sale: { background: vars.color.saleSubtle, color: vars.color.sale },
      danger: { background: vars.color.dangerSubtle, color: vars.color.danger },
      success: { background: vars.color.successSubtle, color: vars.color.success },
    },
    shape: {
      pill: {},
      count: { minWidth: 20, height: 20, padding: '0 5px' },
    },
  },
  defaultVariants: { tone: 'neutral', shape: 'pill' },
});
