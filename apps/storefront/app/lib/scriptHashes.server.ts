import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

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
 * The hashes that let a page's own inline scripts run, for a page every visitor is shown the
 * same: it was rendered with a marker, known to that render only, as its scripts' nonce.
 *
 * @param html - the whole rendered page
 * @param marker - the nonce the page was rendered with
 * @returns the `'sha256-…'` sources of the inline scripts that carry the marker, each once, in
 *   page order
 * @remarks The page is read by an HTML tokenizer (htmlparser2), which ends a script where a
 *   browser does, so a script that reached the HTML through content (a product description)
 *   is never taken for one of ours: it does not carry the marker, its hash is not listed and the
 *   browser refuses it. The policy lists no nonce, so the marker left in the page lets nothing
 *   run.
 */
export function ownScriptHashes(html: string, marker: string): string[] {
  const hashes = new Set<string>();
  let text: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' && attributes.nonce === marker && !('src' in attributes)) text = '';
    },
    ontext(data) {
      if (text !== null) text += data;
    },
    onclosetag(name) {
      if (name !== 'script' || text === null) return;
      hashes.add(scriptHashSource(text));
      text = null;
    },
  });
  parser.end(html);
  return [...hashes];
}
