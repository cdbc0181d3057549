import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: 160,
  padding: `${vars.space['10']} ${vars.space['4']}`,
  textAlign: 'center',
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  '@media': { [mq.md]: { minHeight: 220 } },
});

export const compact = style({
  minHeight: 0,
  gap: vars.space['1'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  '@media': {
    [mq.md]: {
      minHeight: 220,
      gap: vars.space['2'],
      padding: `${vars.space['10']} ${vars.space['4']}`,
    },
  },
});

export const withImage = style({
  color: vars.color.textInverse,
  '::before': { content: '""', position: 'absolute', inset: 0, background: vars.color.scrim },
});

export const title = style({
  position: 'relative',
  fontSize: vars.fontSize['3xl'],
  selectors: { [`${withImage} &`]: { color: vars.color.textInverse } },
  '@media': { [mq.md]: { fontSize: vars.fontSize['4xl'] } },
});

globalStyle(`${compact} ${title}`, {
  fontSize: vars.fontSize['2xl'],
  '@media': { [mq.md]: { fontSize: vars.fontSize['4xl'] } },
});

export const crumbs = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const crumbLink = style({
  color: 'inherit',
  selectors: { [`${withImage} &`]: { color: vars.color.textInverse } },
});

export const separator = style({ marginLeft: vars.space['2'] });

export const body = style({ position: 'relative', maxWidth: '60ch' });
