import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const root = style({
  display: 'block',
  background: vars.color.border,
  borderRadius: vars.radii.sm,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});
