import { style } from '@vanilla-extract/css';
import { above } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

/** Layout shared by the account, auth and checkout forms. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

/** Two fields side by side from the md breakpoint, stacked on phones. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
  ...above('md', { gridTemplateColumns: '1fr 1fr' }),
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const heading = style({ fontSize: vars.fontSize.xl });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
