import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/**
 * The policy source that lets exactly this inline script text run.
 *
 * @param text - the script element's text, as it stands between its tags
 * @returns `'sha256-…'` of its UTF-8 bytes
 */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of a page's own inline scripts: those carrying the marker its render used as their
 * nonce.
 *
 * @param html - the whole rendered page
 * @param marker - the nonce the page was rendered with
 * @returns the `'sha256-…'` sources, each once, in page order
 * @remarks An HTML tokenizer ends a script where a browser does, so a script that came in
 *   through content (a product description) lacks the marker and is refused; the policy lists no
 *   nonce, so the marker left in the page lets nothing run.
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
