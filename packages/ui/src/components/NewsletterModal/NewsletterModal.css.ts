import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const text = style({ margin: `0 0 ${vars.space['5']}`, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
