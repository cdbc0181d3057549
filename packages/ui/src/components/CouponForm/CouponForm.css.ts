import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

/** The button wraps under the field rather than squeezing it when the text is enlarged. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'flex-start',
});

export const input = style({ flex: '1 1 8em', minWidth: '8em' });

/** The refusal of a code, at the field; empty (and taking no room) until there is one. */
export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  selectors: { '&:empty': { display: 'none' } },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success });

/** The nested box is a fieldset only for its semantics: no border, margin or padding of its own. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
