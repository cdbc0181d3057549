import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radii.md,
});

export const placeholder = style([
  image,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.borderStrong,
  },
]);
