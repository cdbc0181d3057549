import { style } from '@vanilla-extract/css';

/** The replaying wrapper takes no box of its own: its child lays out as if it were not there. */
export const part = style({ display: 'contents' });
