import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// A long product name wraps; the table never pushes the page sideways.
export const scroll = style({ maxWidth: '100%', overflowX: 'auto' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
