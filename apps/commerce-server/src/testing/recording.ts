import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import { type DatabaseHandle, type Db, sqliteConnection } from '../db/database';

/** A statement run through the database, with how many rows it answered. */
export interface Run {
  sql: string;
  parameters: readonly unknown[];
  rows: number;
}

/**
 * The database with every statement it runs recorded.
 *
 * @param db - the database
 * @returns the recording database and its list of runs
 */
export function recording(db: Db): { db: Db; runs: Run[] } {
  const runs: Run[] = [];
  const nodes = new WeakMap<QueryId, RootOperationNode>();
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      nodes.set(queryId, node);
      return node;
    },
    async transformResult({ result, queryId }) {
      const node = nodes.get(queryId);
      if (node) {
        const { sql, parameters } = db.getExecutor().compileQuery(node, queryId);
        runs.push({ sql, parameters, rows: result.rows.length });
      }
      return result;
    },
  };
  return { db: db.withPlugin(recorder), runs };
}

/**
 * SQLite's query plan of a recorded statement, one line per step.
 *
 * @param handle - the SQLite database's handle (its raw connection)
 * @param run - the statement
 * @returns the plan's details joined by newlines
 */
export function sqlitePlan(handle: DatabaseHandle, run: Run | undefined): string {
  const plan = sqliteConnection(handle)
    .prepare(`EXPLAIN QUERY PLAN ${run?.sql ?? ''}`)
    .all(...(run?.parameters ?? [])) as { detail: string }[];
  return plan.map((row) => row.detail).join('\n');
}
