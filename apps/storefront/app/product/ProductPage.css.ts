import { mq, vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['10'],
  paddingBlock: vars.space['8'],
});

export const top = style({});

export const columns = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.lg]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});

/** Below lg the sidebar follows the description and carousels; beside them from lg up. */
export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  minWidth: 0,
  order: 2,
  '@media': { [mq.lg]: { order: 0 } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['10'],
  minWidth: 0,
});

export const description = style({ lineHeight: 1.7, overflowWrap: 'anywhere' });

export const descriptionTitle = style({
  margin: `0 0 ${vars.space['4']}`,
  paddingBottom: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
});

export const carouselPlaceholder = style({ minHeight: '22rem' });
