import { style } from '@vanilla-extract/css';
import { touchTarget } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/** Shared look of text-like controls (inputs, selects). */
export const control = style({
  width: '100%',
  minHeight: touchTarget,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const textarea = style({ minHeight: '7rem', resize: 'vertical' });

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const withEndSlot = style({ paddingRight: `calc(${touchTarget} + ${vars.space['1']})` });

export const endSlot = style({
  position: 'absolute',
  right: 0,
  top: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
});
