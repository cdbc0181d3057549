import { mq, vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

/** The support address as the page's one action: a framed card, the address large. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [mq.md]: { padding: vars.space['8'] } },
});

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const email = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'break-word',
  minWidth: 0,
  maxWidth: '100%',
  '@media': { [mq.md]: { fontSize: vars.fontSize['2xl'] } },
});

export const text = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

export const tips = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  paddingLeft: vars.space['5'],
  color: vars.color.text,
});
