import { globalStyle, style } from '@vanilla-extract/css';
import { above } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['6'],
  ...above('md', { gridTemplateColumns: '14rem 1fr', alignItems: 'start' }),
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

/** Logout's form (posted before or without scripts) lays out as the button alone. */
export const logoutForm = style({ display: 'contents' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  overflow: 'hidden',
});

// A tab is a link where the page gives each tab an address: it looks the same as a button tab.
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  color: 'inherit',
  textDecoration: 'none',
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-state="active"]': {
      background: vars.color.accentSubtle,
      color: vars.color.accent,
      fontWeight: vars.fontWeight.semibold,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
  },
});

// Radix marks inactive panels `hidden`; an author `display` would override the browser's own
// `[hidden] { display: none }`, leaving empty panels in the grid and pushing the active one down.
export const panel = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  selectors: { '&[hidden]': { display: 'none' } },
});

export const panelTitle = style({ fontSize: vars.fontSize.xl });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['3']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});

export const tableTitle = style({ fontSize: vars.fontSize.lg });

export const emptyCell = style({ color: vars.color.textMuted, textAlign: 'center' });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  ...above('md', { gridTemplateColumns: '1fr 1fr' }),
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const cardTitle = style({ fontSize: vars.fontSize.lg });
