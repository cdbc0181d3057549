/**
 * What the storefront's first-load chunks hold, by the chunk's name (its first module's, without
 * the content hash). The build names a chunk after the first module it holds, so a name alone
 * can mislead: each entry below was read from a source-map build of the storefront.
 */
const ROLES: Record<string, string> = {
  'entry.client': "React DOM and React Router's browser runtime, the client entry",
  'jsx-runtime': "React, its JSX runtime and React Router's components and hooks",
  root: 'the root route: header, footer, shop frame, the lightweight shop store front',
  _index: 'the home route: hero, category tiles, carousels, testimonials',
};

/**
 * What a chunk is for.
 *
 * @param url - the chunk's URL (`/assets/name-hash.js`)
 * @returns the role in words, or a note that it is shared code without a listed role
 */
export function chunkRole(url: string): string {
  const file = url.split('/').pop() ?? url;
  const name = file.replace(/-[\w-]{8}\.js$/, '');
  return ROLES[name] ?? 'modules shared by several routes';
}
