import { FaqAccordion, type FaqAccordionProps } from '@peptide/ui';
// The accordion's stylesheet belongs to the page, so the server's markup is styled before the
// accordion's code arrives.
import '@peptide/ui/faq-accordion.css';
import { lazyWithPreload } from '../lib/deferred';
import { EarlyClickReplay } from './EarlyClickReplay';

const BrowserFaqAccordion = lazyWithPreload(() =>
  import('./faqParts').then((parts) => parts.FaqAccordion),
);

/**
 * The FAQ accordion of a page where it sits below the first screen (the home page): the server
 * renders it whole, and the browser fetches its code after the page's own and hydrates it on its
 * own, so neither the first download nor the page's hydration carries it.
 *
 * @param props - the accordion's props
 * @remarks Its own Suspense boundary lets React hydrate the rest of the page while the server's
 *   markup of the accordion stays as it is; a question clicked meanwhile opens once the code has
 *   arrived ({@link EarlyClickReplay}). Rendered in the browser without the code (a client-side
 *   navigation), it shows once the code arrives.
 */
export function LazyFaqAccordion(props: FaqAccordionProps) {
  const Accordion = import.meta.env.SSR ? FaqAccordion : BrowserFaqAccordion;
  return (
    <EarlyClickReplay>
      <Accordion {...props} />
    </EarlyClickReplay>
  );
}
