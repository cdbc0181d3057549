/** One heading of a post, as the table of contents lists it. */
export interface TocEntry {
  id: string;
  text: string;
  /** 1, 2 or 3, from h1 to h3. */
  level: number;
}

/** A post body with every h1-h3 carrying an id, and the headings in document order. */
export interface TableOfContents {
  html: string;
  entries: TocEntry[];
}

const HEADING = /<h([1-3])\b([^>]*)>([\s\S]*?)<\/h\1\s*>/gi;
const ID_ATTRIBUTE = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const ANY_ID = new RegExp(ID_ATTRIBUTE.source, 'gi');

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function headingText(inner: string): string {
  return decodeEntities(inner.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

function idOf(attributes: string): string | undefined {
  const match = ID_ATTRIBUTE.exec(attributes);
  const id = match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
  return id.trim() || undefined;
}

/**
 * Builds a post's table of contents from its h1, h2 and h3 headings and gives an id to each
 * heading that lacks one.
 *
 * @param html - the post body, already sanitised by the caller
 * @returns the body with ids added (everything else untouched) and the headings in order
 * @remarks Works on the string, not on a DOM, so the server and the browser render the same
 *   markup. New ids are slugs of the heading text, made unique against every id in the body.
 */
export function buildTableOfContents(html: string): TableOfContents {
  const used = new Set<string>();
  for (const match of html.matchAll(ANY_ID)) {
    const id = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (id) used.add(id);
  }
  const unique = (base: string) => {
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };

  const entries: TocEntry[] = [];
  const withIds = html.replace(
    HEADING,
    (whole, level: string, attributes: string, inner: string) => {
      const text = headingText(inner);
      const existing = idOf(attributes);
      const id = existing ?? unique(slugify(text));
      if (text) entries.push({ id, text, level: Number(level) });
      if (existing) return whole;
      const attrs = attributes.replace(ID_ATTRIBUTE, '');
      return `<h${level}${attrs} id="${id}">${inner}</h${level}>`;
    },
  );
  return { html: withIds, entries };
}
