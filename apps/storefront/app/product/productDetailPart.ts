/**
 * The product's layout for the preview shown while a product page loads; the root imports it
 * lazily (`ProductPreview.tsx`), so it is not part of every page's first download.
 */
export { ProductDetail } from '@peptide/ui';
