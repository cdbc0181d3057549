import { createHash, randomBytes } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** A render's marker on its own inline scripts: 16 random bytes in base64. */
export const createMarker = () => randomBytes(16).toString('base64');

/** The policy source (`'sha256-…'`) that lets exactly this script text (between its tags) run. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of a page's own inline scripts, each once, in page order: those carrying the marker
 * its render used as their nonce. An HTML tokenizer ends a script where a browser does, so a
 * script that came in through content lacks the marker and is refused; the policy lists no
 * nonce, so the marker left in the page lets nothing run.
 *
 * @param html - the whole rendered page
 * @param marker - the nonce the page was rendered with
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
