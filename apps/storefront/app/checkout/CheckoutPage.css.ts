import { vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space['8'] });

/** A message the Place Order before left (a registration's outcome), above the page's notices. */
export const notice = style({ marginBlockEnd: vars.space['4'] });
