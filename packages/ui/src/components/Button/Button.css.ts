import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { touchTarget } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: touchTarget,
    border: '1px solid transparent',
    borderRadius: vars.radii.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.accentHover },
          '&:active:not(:disabled)': { background: vars.color.accentActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.accent,
        borderColor: vars.color.accent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentSubtle } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      /** Quiet grey, for an action that cannot happen (sold out); disabled it stays readable. */
      neutral: {
        background: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.border },
          '&:disabled, &[aria-disabled="true"]': { opacity: 1 },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
      },
      link: {
        minHeight: 'auto',
        padding: 0,
        background: 'transparent',
        color: vars.color.accent,
        textDecoration: 'underline',
        fontWeight: vars.fontWeight.medium,
      },
    },
    size: {
      sm: { padding: `${vars.space['2']} ${vars.space['3']}`, fontSize: vars.fontSize.sm },
      md: { padding: `${vars.space['2']} ${vars.space['5']}`, fontSize: vars.fontSize.md },
      lg: { padding: `${vars.space['3']} ${vars.space['6']}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  // A link reads as text at every size: the size's padding would push it off its line.
  compoundVariants: [
    { variants: { variant: 'link', size: 'sm' }, style: { padding: 0 } },
    { variants: { variant: 'link', size: 'md' }, style: { padding: 0 } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label stays in the layout while busy so the button keeps its width. */
export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const labelHidden = style({ visibility: 'hidden' });

export const busyIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
