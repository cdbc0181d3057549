const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
  hellip: '…',
};

/**
 * Plain text of a short piece of backend HTML such as an excerpt.
 *
 * @param html - the HTML
 * @returns its text, tags dropped, common entities decoded, whitespace collapsed
 */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
