import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ position: 'relative', width: '100%' });

export const panel = style({
  selectors: { '&[hidden]': { display: 'none' } },
  position: 'absolute',
  top: `calc(100% + ${vars.space['1']})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.dropdown,
  maxHeight: 420,
  overflowY: 'auto',
  padding: vars.space['2'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.md,
});

export const panelInline = style({
  position: 'static',
  marginTop: vars.space['2'],
  boxShadow: 'none',
});

export const status = style({
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const list = style({ display: 'flex', flexDirection: 'column' });

export const result = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: 48,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radii.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible, &[aria-selected="true"]': {
      background: vars.color.accentSubtle,
      outlineOffset: -2,
    },
  },
});

/** The last entry, to the search page: a plain line of text. */
export const seeAll = style({
  justifyContent: 'center',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.heading,
});

export const thumb = style({ width: 40, height: 40, flexShrink: 0 });

export const name = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
