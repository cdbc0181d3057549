import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const address = style({
  fontStyle: 'normal',
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
