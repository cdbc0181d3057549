// The one typeface, shipped from npm so no page ever asks a font CDN.
import '@fontsource-variable/inter';

/** The Latin subset of the typeface, the one every page paints with first (to preload it). */
export { default as interLatinFontUrl } from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
