import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Shared layout of full-page states (404, error): centred, calm, one way on. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  maxWidth: 560,
  margin: '0 auto',
  padding: `${vars.space['16']} ${vars.space['4']}`,
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontSize: '4rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({ fontSize: vars.fontSize['2xl'] });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
});

/** Secondary, under the way on: wrapped so nothing hides off to the side, scrolling when long. */
export const details = style({
  margin: 0,
  padding: vars.space['3'],
  width: '100%',
  maxHeight: '16rem',
  overflow: 'auto',
  borderRadius: vars.radii.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
});

export const detailsText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
