import { createHash } from 'node:crypto';

/** A rendered page made the same for every visitor, and what lets its own scripts run. */
export interface SealedPage {
  /** The page without its render's marker. */
  html: string;
  /** The `'sha256-…'` sources of the page's own inline scripts, each once, in page order. */
  scriptHashes: string[];
}

const SCRIPT_TAG = /<script\b[^>]*>/g;
const SCRIPT_END = '</script>';

/**
 * The Content-Security-Policy source that lets exactly this inline script text run.
 *
 * @param text - the script element's text, as it stands between its tags
 * @returns `'sha256-…'` of its UTF-8 bytes
 */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Turns a page rendered with a one-off marker as its script nonce into a page every visitor may
 * be shown: the marker is removed and each inline script that carried it is listed by hash.
 *
 * @param html - the whole rendered page
 * @param marker - the nonce the page was rendered with, known to this render only
 * @returns the page without the marker and the hashes of its own inline scripts
 * @remarks Only scripts carrying the marker are hashed, never every script of the page: a
 *   script that reached the HTML through content (a product description) does not carry it, so
 *   its hash is not listed and the browser still refuses it. React and React Router escape
 *   `<` inside the scripts they render and escape every attribute value, so a tag ends at its
 *   first `>` and a script at its first `</script>`. Inert scripts that a script of ours later
 *   starts (see `afterPaint.ts`) are hashed too, for browsers that do not know
 *   `'strict-dynamic'`.
 */
export function sealScripts(html: string, marker: string): SealedPage {
  const attribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  for (const tag of html.matchAll(SCRIPT_TAG)) {
    if (!tag[0].includes(attribute)) continue;
    const start = tag.index + tag[0].length;
    const end = html.indexOf(SCRIPT_END, start);
    if (end < 0) continue;
    hashes.add(scriptHashSource(html.slice(start, end)));
  }
  return { html: html.replaceAll(attribute, ''), scriptHashes: [...hashes] };
}
