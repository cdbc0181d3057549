/** A search clause and its parameters, for a statement's WHERE. */
export interface SearchClause {
  sql: string;
  params: string[];
}

/** The trigram tokenizer indexes runs of three characters: a shorter text has nothing to look up. */
const TRIGRAM = 3;

/**
 * Matches rows whose indexed columns contain the text, case-insensitively, as `LIKE '%text%'`
 * does, through the table's trigram index rather than by reading every row.
 *
 * @param index - the FTS5 trigram table over the rows (`products_search`, `content_search`)
 * @param rowId - the column the index's rowid stands for, e.g. `p.id`
 * @param columns - the indexed columns, for texts shorter than three characters
 * @param text - what the shopper typed
 * @returns the clause: an index lookup, or `LIKE` on the columns for one or two characters
 * @remarks The text is one FTS5 string (double quotes doubled), so its operators and quotes are
 *   matched as typed; the trigram tokenizer folds case beyond ASCII, which `LIKE` does not.
 */
export function containsText(
  index: string,
  rowId: string,
  columns: readonly string[],
  text: string,
): SearchClause {
  if ([...text].length >= TRIGRAM) {
    return {
      sql: `${rowId} IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ?)`,
      params: [`"${text.replaceAll('"', '""')}"`],
    };
  }
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    sql: `(${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`,
    params: columns.map(() => pattern),
  };
}
