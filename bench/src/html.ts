// The storefront holds its preloads and module script in a `<noscript>` until the first paint
// (decision 024): they are still what the page loads before hydrating.
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g;

/** The same-origin or absolute URL of every script chunk an SSR page loads before hydrating. */
export function initialScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(MODULE_PRELOAD)) {
    const href = match[0].match(/\bhref="([^"]+)"/)?.[1];
    if (href) urls.add(href);
  }
  for (const script of html.matchAll(MODULE_SCRIPT)) {
    const body = script[1] ?? '';
    for (const specifier of body.matchAll(/\bfrom\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g)) {
      const url = specifier[1] ?? specifier[2];
      if (url) urls.add(url);
    }
  }
  return [...urls];
}

/**
 * The text of the page's inline scripts (the hydration data and the route manifest).
 *
 * @param html - the page
 * @returns the inline scripts' bodies, joined
 */
export function inlineScripts(html: string): string {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .join('\n');
}

/**
 * The page without JavaScript: every script element and module preload removed.
 *
 * @param html - the server-rendered page
 * @returns the same markup and styles, inert
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(MODULE_PRELOAD, '');
}

/**
 * URLs of what the page shows or styles itself with: stylesheets, icons, preloads, images,
 * video posters and sources (not links to other pages).
 *
 * @param html - the page
 * @returns the URLs as written in the markup
 */
export function subresourceUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = tag.match(/\brel="([^"]+)"/)?.[1] ?? '';
    const href = tag.match(/\bhref="([^"]+)"/)?.[1];
    if (href && /\b(stylesheet|icon|preload|apple-touch-icon)\b/.test(rel)) urls.add(href);
  }
  for (const [tag] of html.matchAll(/<(?:img|source|video|audio)\b[^>]*>/g)) {
    for (const attribute of tag.matchAll(/\b(src|poster|srcSet|srcset)="([^"]+)"/g)) {
      const value = attribute[2] ?? '';
      if (attribute[1]?.toLowerCase() === 'srcset') {
        for (const candidate of value.split(',')) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) urls.add(url);
        }
      } else {
        urls.add(value);
      }
    }
  }
  return [...urls].map((url) => url.replaceAll('&amp;', '&'));
}

/**
 * URLs a stylesheet refers to (fonts, background images).
 *
 * @param css - the stylesheet
 * @returns the `url(…)` values, data URLs left out
 */
export function cssUrls(css: string): string[] {
  const urls = new Set<string>();
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
    const url = match[2] ?? '';
    if (!url.startsWith('data:') && !url.startsWith('#')) urls.add(url);
  }
  return [...urls];
}
