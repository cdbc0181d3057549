// The one typeface, shipped from npm so no page ever asks a font CDN.
import '@fontsource-variable/inter';
