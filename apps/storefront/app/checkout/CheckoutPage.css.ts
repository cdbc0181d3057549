import { vars } from '@peptide/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space['8'] });
