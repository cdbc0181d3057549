import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: vars.space['2'],
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const regular = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  textDecoration: 'line-through',
});

export const sale = style({ color: vars.color.sale, textDecoration: 'none' });

export const from = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
