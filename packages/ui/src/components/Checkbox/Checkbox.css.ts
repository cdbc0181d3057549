import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minHeight: '44px',
  paddingTop: vars.space['3'],
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
});

export const input = style({
  width: 18,
  height: 18,
  margin: '2px 0 0',
  flexShrink: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: 1 },
  },
});

export const message = style({ margin: 0, fontSize: vars.fontSize.sm });

export const error = style([message, { color: vars.color.danger }]);

export const hint = style([message, { color: vars.color.textMuted }]);
