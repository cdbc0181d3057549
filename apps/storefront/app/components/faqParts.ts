/**
 * The FAQ accordion's code (Radix Accordion) for the home page. Only `LazyFaqAccordion.tsx`
 * imports this module, and only in the browser, so it is a chunk of its own outside the home
 * page's first download.
 */
export { FaqAccordion } from '@peptide/ui';
