import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import { containsIgnoringCase, engineOf } from '../db/engine';

/** The trigram tokenizer indexes runs of three characters: a shorter text has nothing to look up. */
const TRIGRAM = 3;

/**
 * Matches rows whose indexed columns contain the text, case-insensitively, as `LIKE '%text%'`
 * does, through the table's trigram index rather than by reading every row.
 *
 * @param db - the database the condition runs on
 * @param index - the FTS5 trigram table over the rows (`products_search`, `content_search`)
 * @param rowId - the column the index's rowid stands for, e.g. `p.id`
 * @param columns - the indexed columns, for texts shorter than three characters
 * @param text - what the shopper typed
 * @returns the condition: an index lookup, or `LIKE` on the columns for one or two characters
 * @remarks The text is one FTS5 string (double quotes doubled), so its operators and quotes are
 *   matched as typed; the trigram tokenizer folds case beyond ASCII, which `LIKE` does not. This
 *   module is the one place for search SQL: an engine without the SQLite index reads the columns.
 */
export function containsText(
  db: Db,
  index: string,
  rowId: string,
  columns: readonly string[],
  text: string,
): Expression<SqlBool> {
  if (engineOf(db) === 'sqlite' && [...text].length >= TRIGRAM) {
    const phrase = `"${text.replaceAll('"', '""')}"`;
    return sql<SqlBool>`${sql.ref(rowId)} IN (SELECT rowid FROM ${sql.table(index)} WHERE ${sql.table(index)} MATCH ${phrase})`;
  }
  const matches = columns.map((column) => containsIgnoringCase(db, sql.ref(column), text));
  return sql<SqlBool>`(${sql.join(matches, sql` OR `)})`;
}
