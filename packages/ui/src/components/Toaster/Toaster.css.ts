import { globalStyle, style } from '@vanilla-extract/css';
import { touchTarget } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/** The region: the theme's font instead of sonner's system stack. */
export const toaster = style({
  selectors: {
    '&[data-sonner-toaster]': { fontFamily: vars.font.body, zIndex: vars.zIndex.toast },
  },
});

/** A white card with a coloured edge for its kind; sonner keeps positioning and motion. */
export const toast = style({
  width: 'var(--width)',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['2']} ${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 4,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

// Stacked toasts behind the front one show only their edge, as in sonner's own look.
globalStyle(`${toast}[data-expanded="false"][data-front="false"] > *`, { opacity: 0 });

export const success = style({ borderLeftColor: vars.color.success });
export const error = style({ borderLeftColor: vars.color.danger });
export const warning = style({ borderLeftColor: vars.color.warning });
export const info = style({ borderLeftColor: vars.color.accent });

export const icon = style({
  display: 'flex',
  flexShrink: 0,
  marginTop: 2,
  selectors: {
    [`${success} &`]: { color: vars.color.success },
    [`${error} &`]: { color: vars.color.danger },
    [`${warning} &`]: { color: vars.color.warning },
    [`${info} &`]: { color: vars.color.accent },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingBlock: 1,
});

export const title = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const description = style({ color: vars.color.textMuted });

/** Last in the row although sonner renders it first; a full touch target drawn small. */
export const closeButton = style({
  order: 1,
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: touchTarget,
  height: touchTarget,
  margin: `calc(${vars.space['3']} * -1) 0`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
  },
});
