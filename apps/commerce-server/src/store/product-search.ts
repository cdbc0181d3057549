import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import { startsWithIgnoringCase } from '../db/engine';
import { plainText } from './plain-text';
import { containsText, hasTrigrams, resemblesText } from './text-search';

/** What a product search matches, and how well each match ranks. */
export interface ProductSearch {
  /** The products the text finds. */
  matches: Expression<SqlBool>;
  /** A product's rank among them, lowest first: see {@link productSearch}. */
  rank: Expression<number>;
}

/**
 * The columns a product's description is stored in: the HTML a shopper is shown, and its words
 * alone, which search reads so that markup (`strong`, `class`, `href`) never finds a product.
 *
 * @param html - the description as written
 * @returns both columns, to spread into any insert or update that writes a description
 */
export function productDescription(html: string): {
  description: string;
  description_text: string;
} {
  return { description: html, description_text: plainText(html) };
}

/** Where products' text is indexed: see the search migrations in db/migrations.ts. */
const INDEX = 'products_search';
const TRIGRAMS = 'products_search_trigrams';

/**
 * A shopper's product search: which products it finds and in what order of relevance.
 *
 * @param db - the database the search runs on
 * @param text - what the shopper typed
 * @returns the condition and the rank, both SQL over the products aliased `p`
 * @remarks From three characters the search finds a name or SKU containing the text, a name
 *   resembling it (a typo), or a description's words (not its markup) containing it; the rank puts the name equal to the
 *   text first, then names starting with it, names or SKUs containing it, names resembling it,
 *   and descriptions last, as WordPress's relevance order puts titles before content. One or two
 *   characters look at names and SKUs only, as a shorter text has no trigram to compare.
 */
export function productSearch(db: Db, text: string): ProductSearch {
  const named = containsText(db, INDEX, 'p.id', ['p.name', 'p.sku'], text);
  const equal = sql<SqlBool>`LOWER(p.name) = LOWER(${text})`;
  const prefix = startsWithIgnoringCase(db, sql.ref('p.name'), text);
  if (!hasTrigrams(text)) {
    return {
      matches: named,
      rank: sql<number>`CASE WHEN ${equal} THEN 0 WHEN ${prefix} THEN 1 ELSE 2 END`,
    };
  }
  const resembling = resemblesText(db, TRIGRAMS, 'p.id', 'p.name', text);
  const described = containsText(db, INDEX, 'p.id', ['p.description_text'], text);
  return {
    matches: sql<SqlBool>`(${named} OR ${resembling} OR ${described})`,
    rank: sql<number>`CASE WHEN ${equal} THEN 0 WHEN ${prefix} THEN 1 WHEN ${named} THEN 2 WHEN ${resembling} THEN 3 ELSE 4 END`,
  };
}
