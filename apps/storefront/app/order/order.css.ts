import { vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

/** The order pages' content under the banner. */
export const body = style({ paddingBlock: vars.space['8'], maxWidth: '60rem' });
