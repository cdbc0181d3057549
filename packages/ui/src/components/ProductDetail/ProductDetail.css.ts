import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space['10'] },
  },
});

export const media = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radii.lg,
  overflow: 'hidden',
  alignSelf: 'start',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
});

export const imageSkeleton = style({ width: '100%', aspectRatio: '1 / 1' });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
});

export const description = style({ color: vars.color.textMuted, lineHeight: 1.6 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const buy = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const quantity = style({ width: '7rem', flex: 'none' });

export const add = style({ flex: '1 1 12rem' });

export const notice = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const coas = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['4'],
});

export const coasTitle = style({ margin: `0 0 ${vars.space['2']}`, fontSize: vars.fontSize.md });

export const coaList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
});

export const coaLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
});
