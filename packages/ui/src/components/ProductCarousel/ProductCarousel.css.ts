import { LAYOUT } from '@peptide/domain';
import { style } from '@vanilla-extract/css';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({ fontSize: vars.fontSize.xl });

export const controls = style({ display: 'flex', gap: vars.space['2'] });

/**
 * 1 product a view on phones (85% wide, so the next card peeks in), 2 on tablets, 4 from
 * 1024 px.
 */
export const slideMulti = style({
  flexBasis: '85%',
  '@media': {
    [mq.md]: { flexBasis: `${100 / LAYOUT.carousel.tabletItems}%` },
    [`screen and (min-width: ${LAYOUT.carousel.desktopMin}px)`]: {
      flexBasis: `${100 / LAYOUT.carousel.desktopItems}%`,
    },
  },
});
