import { vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

/** The order pages' content under the banner. */
export const body = style({ paddingBlock: vars.space['8'], maxWidth: '60rem' });

/** A message the Place Order before left (a registration's outcome), above the order. */
export const notice = style({ marginBlockEnd: vars.space['4'] });
