import {
  CompiledQuery,
  type KyselyPlugin,
  type QueryId,
  type RootOperationNode,
  sql,
} from 'kysely';
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

/** One step of PostgreSQL's query plan. */
export interface PlanStep {
  /** `Seq Scan`, `Index Scan`, `Bitmap Index Scan` … */
  node: string;
  /** The table read, where the step reads one. */
  relation?: string;
  /** The table's alias in the statement. */
  alias?: string;
  /** The index read, where the step reads one. */
  index?: string;
}

interface JsonPlan {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  Plans?: JsonPlan[];
}

function steps(plan: JsonPlan): PlanStep[] {
  const step: PlanStep = {
    node: plan['Node Type'],
    relation: plan['Relation Name'],
    alias: plan.Alias,
    index: plan['Index Name'],
  };
  return [step, ...(plan.Plans ?? []).flatMap(steps)];
}

/** A kind of plan step the planner can be told to avoid (its `enable_…` setting). */
export type PricedOut = 'seqscan' | 'indexscan' | 'bitmapscan';

/**
 * PostgreSQL's plan of a recorded statement, with some kinds of step priced out (sequential
 * scans by default): the plan then uses an index wherever one can answer the statement, and
 * reads a table whole only where none can (a small catalogue is otherwise cheaper read whole).
 *
 * @param db - the PostgreSQL database the statement ran on
 * @param run - the statement
 * @param pricedOut - the kinds of step to avoid for this plan
 * @returns every step of the plan, outermost first
 */
export async function postgresPlan(
  db: Db,
  run: Run | undefined,
  pricedOut: readonly PricedOut[] = ['seqscan'],
): Promise<PlanStep[]> {
  return db.transaction().execute(async (trx) => {
    for (const setting of pricedOut) {
      await sql`SET LOCAL ${sql.raw(`enable_${setting}`)} = off`.execute(trx);
    }
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': { Plan: JsonPlan }[] }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${run?.sql ?? ''}`, [...(run?.parameters ?? [])]),
    );
    const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
    return plan ? steps(plan) : [];
  });
}
