import { breakpoints, mq, vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: '48rem',
  margin: `${vars.space['4']} auto 0`,
  '@media': { [mq.md]: { marginTop: vars.space['8'] } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const label = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.heading });

/** The field takes the room, the button keeps its label on one line. */
export const row = style({
  display: 'flex',
  gap: vars.space['2'],
  '@media': { [mq.sm]: { gap: vars.space['3'] } },
});

export const field = style({ flex: 1, minWidth: 0 });

// On a phone the field's description is read with it but not shown, so a results page's
// products start on the first screen (the Search button beside the field says what Enter does,
// and the field takes no more than the limit).
export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
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

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: `${vars.space['4']} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const resultLink = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const resultAuthor = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const message = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
});

export const found = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
