import { Parser } from 'htmlparser2';

/**
 * Elements that break a line or start a block: their words are apart from their neighbours'
 * even when the markup puts no space between (`<li>a</li><li>b</li>` reads `a b`). Inline
 * elements (`<strong>`, `<a>`, `<span>`) join their text to the next as written.
 */
const BREAKING = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** Elements whose content is not text a reader sees. */
const UNSEEN = new Set(['script', 'style', 'template', 'noscript']);

/**
 * The text a reader sees in a fragment of HTML: tags and comments removed, entities decoded,
 * every run of white space one space.
 *
 * @param html - a product description or any other stored HTML fragment
 * @returns the words alone, trimmed; `''` for a fragment with no text
 * @remarks Attributes (`class`, `href`, an image's `alt`) are markup, not text, so a search of
 *   the result never finds a product through them. `&nbsp;` counts as a space.
 */
export function plainText(html: string): string {
  const parts: string[] = [];
  let unseen = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (UNSEEN.has(name)) unseen += 1;
        if (BREAKING.has(name)) parts.push(' ');
      },
      onclosetag(name) {
        if (UNSEEN.has(name)) unseen = Math.max(0, unseen - 1);
        if (BREAKING.has(name)) parts.push(' ');
      },
      ontext(text) {
        if (unseen === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
