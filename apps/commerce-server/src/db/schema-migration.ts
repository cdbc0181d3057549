import { type Kysely, type Migration, sql } from 'kysely';
import { type Ddl, ddlFor } from './ddl';
import { engineOf } from './engine';

/** One schema version's SQL script for an engine, with the engine's column types. */
export type MigrationSql = (ddl: Ddl) => string;

/**
 * A column whose values SQL cannot compute (plain text from HTML): after the migration's SQL,
 * in its transaction, the runner reads `from` of every row and writes `derive` of it to `to`.
 * The table's rows are keyed by an integer `id`.
 */
export interface ColumnFill {
  table: string;
  from: string;
  to: string;
  derive: (value: string) => string;
}

/**
 * One schema version as its file in `db/migrations/` holds it: data, frozen when it was written.
 * A migration file imports nothing of the application's (types aside), so a later change of the
 * application's code cannot change what an old migration does; the runners apply it.
 */
export interface MigrationScript {
  /** The migration's SQL script, spelled for an engine. */
  sql: MigrationSql;
  /** The column the application fills after the SQL, if any, with its own copy of `derive`. */
  fill?: ColumnFill;
}

/**
 * One schema version as the runners take it: Kysely's {@link Migration}, whose `up` the Migrator
 * runs on PostgreSQL (db/postgres-migrator.ts), and the script's SQL and fill as data for SQLite,
 * which runs them on its raw connection (`migrate` in db/database.ts).
 */
export interface SchemaMigration extends Migration, MigrationScript {}

// biome-ignore lint/suspicious/noExplicitAny: Kysely's Migration runs on a database of any tables
type AnyDb = Kysely<any>;

/**
 * Wraps a migration file's script for both runners.
 *
 * @param script - the SQL, written once with the engines' differing types from {@link Ddl}, and
 *   the column SQL cannot compute, if any
 * @returns the migration, for the Migrator and for SQLite's runner
 */
export function schemaMigration(script: MigrationScript): SchemaMigration {
  const { sql: migrationSql, fill } = script;
  return {
    ...script,
    async up(db: AnyDb) {
      if (engineOf(db) !== 'postgres') {
        throw new Error('SQLite migrates on its raw connection: migrate() in db/database.ts');
      }
      await sql.raw(migrationSql(ddlFor('postgres'))).execute(db);
      if (fill) await fillOnPostgres(db, fill);
    },
  };
}

/** Writes a migration's derived column for every row, in one statement. */
async function fillOnPostgres(db: AnyDb, fill: ColumnFill): Promise<void> {
  const { rows } = await sql<{ id: number; value: string }>`
    SELECT id, ${sql.ref(fill.from)} AS value FROM ${sql.table(fill.table)}`.execute(db);
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  const values = rows.map((row) => fill.derive(row.value));
  await sql`
    UPDATE ${sql.table(fill.table)} AS t SET ${sql.ref(fill.to)} = v.value
    FROM unnest(${ids}::int[], ${values}::text[]) AS v(id, value) WHERE t.id = v.id`.execute(db);
}
