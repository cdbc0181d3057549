import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const compactLabel = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.md - 0.02}px)`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const select = style({ minWidth: 0, maxWidth: '100%' });

// Without scripts the submit button joins the row: the menu gives it room rather than let it
// wrap onto a line of its own, so the form is as tall as the enhanced one without the button
// and nothing below moves when the scripts take over.
export const withSubmit = style({});

globalStyle(`${withSubmit} > div`, { flex: '1 1 8rem', minWidth: 0 });

globalStyle(`${withSubmit} select`, { width: '100%' });
