import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import { containsIgnoringCase, engineOf } from '../db/engine';

/** The trigram tokenizer indexes runs of three characters: a shorter text has nothing to look up. */
const TRIGRAM = 3;

/**
 * The share of a text's trigrams a name must hold to resemble it: pg_trgm's default
 * `word_similarity_threshold`, so both engines forgive about one typo in a word of ten letters.
 */
export const RESEMBLANCE = 0.6;

/** The column's name without its table alias: `p.name` is `name`. */
const bare = (column: string) => column.slice(column.lastIndexOf('.') + 1);

/**
 * Whether a text is long enough to be looked up by its trigrams.
 *
 * @param text - what the shopper typed
 * @returns true from three characters
 */
export function hasTrigrams(text: string): boolean {
  return [...text].length >= TRIGRAM;
}

/**
 * The distinct trigrams of a text as SQLite's FTS5 trigram tokenizer indexes them: every run of
 * three characters, spaces included, case folded.
 *
 * @param text - the text
 * @returns its trigrams; none for a text shorter than three characters
 */
export function trigramsOf(text: string): string[] {
  const characters = [...text.toLowerCase()];
  const trigrams = new Set<string>();
  for (let start = 0; start + TRIGRAM <= characters.length; start++) {
    trigrams.add(characters.slice(start, start + TRIGRAM).join(''));
  }
  return [...trigrams];
}

/**
 * Matches rows whose given columns contain the text, case-insensitively, as `LIKE '%text%'`
 * does, through the table's trigram index rather than by reading every row.
 *
 * @param db - the database the condition runs on
 * @param index - the FTS5 trigram table over the rows (`products_search`, `content_search`)
 * @param rowId - the column the index's rowid stands for, e.g. `p.id`
 * @param columns - the columns to search, which the index also holds under the same names
 * @param text - what the shopper typed
 * @returns the condition: an index lookup, or `LIKE` on the columns for one or two characters
 * @remarks The text is one FTS5 string (double quotes doubled) behind a column filter, so its
 *   operators and quotes are matched as typed; the trigram tokenizer folds case beyond ASCII,
 *   which `LIKE` does not. This module is the one place for search SQL: an engine without the
 *   SQLite index reads the columns (through its own trigram index where it has one).
 */
export function containsText(
  db: Db,
  index: string,
  rowId: string,
  columns: readonly string[],
  text: string,
): Expression<SqlBool> {
  if (engineOf(db) === 'sqlite' && hasTrigrams(text)) {
    const query = `{${columns.map(bare).join(' ')}} : "${text.replaceAll('"', '""')}"`;
    return sql<SqlBool>`${sql.ref(rowId)} IN (SELECT rowid FROM ${sql.table(index)} WHERE ${sql.table(index)} MATCH ${query})`;
  }
  const matches = columns.map((column) => containsIgnoringCase(db, sql.ref(column), text));
  return sql<SqlBool>`(${sql.join(matches, sql` OR `)})`;
}

/**
 * Matches rows whose column resembles the text, typos forgiven (`retatrutdie` finds
 * Retatrutide): the column holds at least {@link RESEMBLANCE} of the text's trigrams.
 *
 * @param db - the database the condition runs on
 * @param trigramTable - SQLite's fts5vocab `instance` table over the FTS5 index of the column
 * @param rowId - the column the index's rowid stands for, e.g. `p.id`
 * @param column - the column, which the index also holds under the same name
 * @param text - what the shopper typed, three characters or more
 * @returns the condition, looked up through a trigram index on either engine
 * @remarks PostgreSQL asks pg_trgm's word-similarity operator (`text <% column`), which its GIN
 *   trigram index answers. SQLite counts, per row, how many of the text's trigrams its FTS5
 *   index holds for the column, reading the fts5vocab table by term.
 */
export function resemblesText(
  db: Db,
  trigramTable: string,
  rowId: string,
  column: string,
  text: string,
): Expression<SqlBool> {
  if (engineOf(db) === 'postgres') return sql<SqlBool>`${text} <% ${sql.ref(column)}`;
  const trigrams = trigramsOf(text);
  if (trigrams.length === 0) return sql<SqlBool>`1 = 0`;
  const needed = Math.ceil(RESEMBLANCE * trigrams.length);
  return sql<SqlBool>`${sql.ref(rowId)} IN (SELECT doc FROM ${sql.table(trigramTable)} WHERE term IN (${sql.join(trigrams)}) AND col = ${bare(column)} GROUP BY doc HAVING COUNT(DISTINCT term) >= ${needed})`;
}
