import { mq, vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

/** The account pages' content under the banner. */
export const body = style({ paddingBlock: vars.space['8'] });

/** What the form that sent the shopper here left to say, above the page's content. */
export const notice = style({ marginBlockEnd: vars.space['6'] });

/** /auth: Login and Register side by side from md, two cards of one height. */
export const authGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  maxWidth: '60rem',
  marginInline: 'auto',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  '@media': { [mq.md]: { padding: vars.space['8'] } },
});

/** A single narrow card (lost and reset password), centred. */
export const narrow = style([card, { maxWidth: '30rem', marginInline: 'auto' }]);

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

/** The account area's skeleton: the sidebar beside the panel from md, as the real tabs. */
export const areaSkeleton = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['6'],
  '@media': { [mq.md]: { gridTemplateColumns: '14rem 1fr', alignItems: 'start' } },
});

/** /my-orders: the list beside the chosen order from lg, stacked below. */
export const ordersLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
  '@media': {
    [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space['4'] });

export const notFound = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
});

export const linkRow = style({ fontSize: vars.fontSize.sm });
