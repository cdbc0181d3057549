import { mq, vars } from '@peptide/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** A reading column: about 70 characters a line. */
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  maxWidth: '46rem',
  margin: `${vars.space['8']} auto 0`,
  '@media': { [mq.md]: { marginTop: vars.space['12'] } },
});

/** The page's key facts, set apart in a quiet panel with an accent rule. */
export const summary = style({
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radii.md,
  background: vars.color.accentSubtle,
});

export const summaryTitle = style({
  margin: `0 0 ${vars.space['2']}`,
  color: vars.color.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const summaryList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  paddingLeft: vars.space['5'],
});

/** Text from the shop's own content modules or sanitised backend HTML. */
export const prose = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} > :first-child`, { marginTop: 0 });

globalStyle(`${prose} h2`, {
  margin: `${vars.space['8']} 0 ${vars.space['3']}`,
  color: vars.color.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

globalStyle(`${prose} h3`, {
  margin: `${vars.space['6']} 0 ${vars.space['2']}`,
  color: vars.color.heading,
  fontSize: vars.fontSize.lg,
});

globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space['4']}` });

globalStyle(`${prose} li + li`, { marginTop: vars.space['2'] });

globalStyle(`${prose} a`, { color: vars.color.accent, fontWeight: vars.fontWeight.medium });

globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radii.md });

export const aside = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surfaceMuted,
});

export const asideText = style({ margin: 0, color: vars.color.text });
