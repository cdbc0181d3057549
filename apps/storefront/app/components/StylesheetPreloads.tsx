import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * Preloads the stylesheets of the matched routes ahead of their scripts.
 *
 * @remarks React hoists the scripts' `modulepreload` links to the top of the head, before the
 *   stylesheets `<Links />` renders in place, so a browser on a slow link fetched four dozen
 *   scripts before the render-blocking CSS. Preload links go first in React's head, so the
 *   stylesheets start first and the page paints sooner. The hrefs are the ones `<Links />` reads
 *   (the route manifest's `css`), through React Router's framework context (unstable API; React
 *   Router is pinned).
 */
export function StylesheetPreloads() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const hrefs = new Set(matches.flatMap((match) => framework.manifest.routes[match.id]?.css ?? []));
  return [...hrefs].map((href) => <link key={href} rel="preload" as="style" href={href} />);
}
