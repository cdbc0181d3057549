import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { AFTER_PAINT_PRELOAD_REL, AFTER_PAINT_SCRIPT_TYPE } from './afterPaint';

const PRELOAD = /<link rel="modulepreload" /g;
const MODULE_SCRIPT = /(<script [^>]*?)type="module" async=""/;

/**
 * Rewrites one piece of React Router's HTML: its `modulepreload` links and its module script
 * become inert until `AFTER_PAINT_LOADER` wakes them.
 *
 * @returns the rewritten HTML and whether the module script was in it (nothing follows it to
 *   rewrite)
 */
export function rewriteScripts(html: string): { html: string; done: boolean } {
  let done = false;
  const rewritten = html
    .replace(PRELOAD, `<link rel="${AFTER_PAINT_PRELOAD_REL}" `)
    .replace(MODULE_SCRIPT, (_script, start: string) => {
      done = true;
      return `${start}type="${AFTER_PAINT_SCRIPT_TYPE}"`;
    });
  return { html: rewritten, done };
}

/**
 * A stream of the rendered document with React Router's scripts made inert until the first
 * paint (see `afterPaint.ts`). A tag split between two chunks waits for the next one; after the
 * module script, the rest of the document passes through untouched.
 */
export function scriptsAfterPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      pending = '';
      if (done) {
        callback(null, text);
        return;
      }
      const open = text.lastIndexOf('<');
      const cut = open >= 0 && !text.includes('>', open) ? open : text.length;
      const rewritten = rewriteScripts(text.slice(0, cut));
      done = rewritten.done;
      if (done) {
        callback(null, rewritten.html + text.slice(cut));
        return;
      }
      pending = text.slice(cut);
      callback(null, rewritten.html);
    },
    flush(callback) {
      const text = pending + decoder.end();
      callback(null, done ? text : rewriteScripts(text).html);
    },
  });
}
