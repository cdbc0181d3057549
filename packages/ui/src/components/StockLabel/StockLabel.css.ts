import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    inStock: {
      true: { color: vars.color.success },
      false: { color: vars.color.danger },
    },
  },
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radii.full,
  background: 'currentColor',
});
