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

export const sidebar = style({ minWidth: 0 });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['10'],
  minWidth: 0,
});

export const description = style({ lineHeight: 1.7, overflowWrap: 'anywhere' });

export const carouselPlaceholder = style({ minHeight: '22rem' });
