import { vars } from '@peptide/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The article's column, with the way back above it and more to read below it. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: '48rem',
  margin: '0 auto',
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space['1'],
  minHeight: 44,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
});

export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
});

// Headings inside the post's body sit below the post's own title in size, whatever level the
// backend gave them (posts often open their body with an h1 of their own).
const body = (tag: string) => `${page} article > div ${tag}`;

globalStyle(body('h1'), { fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight });

globalStyle(body('h2'), { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

globalStyle(body('h3'), { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });
