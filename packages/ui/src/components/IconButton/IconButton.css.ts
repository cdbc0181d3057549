import { recipe } from '@vanilla-extract/recipes';
import { touchTarget } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: touchTarget,
    height: touchTarget,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radii.md,
    cursor: 'pointer',
    color: vars.color.text,
    background: 'transparent',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      ghost: {},
      outline: { borderColor: vars.color.borderStrong, background: vars.color.surface },
      solid: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
    },
    shape: {
      square: {},
      round: { borderRadius: vars.radii.full },
    },
  },
  defaultVariants: { variant: 'ghost', shape: 'square' },
});
