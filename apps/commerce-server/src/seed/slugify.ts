/** A URL slug of a seed name: lower case, `+` spelled out, other runs of symbols as one dash. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
