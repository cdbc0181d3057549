import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex' });

/** The summary looks like the icon button it stands for, with no disclosure triangle. */
export const summary = style({
  listStyle: 'none',
  cursor: 'pointer',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

/** Under the sticky header, the width of the page, scrolling when the list is taller. */
export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: vars.space['4'],
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  // Chromium keeps a closed details' content laid out (hidden by content-visibility): out of
  // the layout entirely, as it is out of sight.
  selectors: { 'details:not([open]) > &': { display: 'none' } },
});
