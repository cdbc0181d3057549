import type { LinkProps } from '@peptide/ui';
import { Link } from 'react-router';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The link every `@peptide/ui` component renders: the router's Link for paths inside the shop
 * (prefetched on intent), a plain anchor for other sites, `mailto:` and `tel:`.
 */
export function RouterLink({ href, ref, state, ...props }: LinkProps) {
  if (EXTERNAL.test(href)) return <a ref={ref} href={href} {...props} />;
  return <Link ref={ref} to={href} state={state} prefetch="intent" {...props} />;
}
