import { type Kysely, type Migration, sql } from 'kysely';
import { type Ddl, ddlFor } from './ddl';
import { engineOf } from './engine';

/** One schema version's SQL script for an engine, with the engine's column types. */
export type MigrationSql = (ddl: Ddl) => string;

/**
 * A column whose values SQL cannot compute (plain text from HTML): after the migration's SQL,
 * in its transaction, the application reads `from` of every row and writes `derive` of it to
 * `to`. The table's rows are keyed by an integer `id`.
 */
export interface ColumnFill {
  table: string;
  from: string;
  to: string;
  derive: (value: string) => string;
}

/**
 * One schema version, one file in `db/migrations/`: Kysely's {@link Migration}, whose `up` the
 * Migrator runs on PostgreSQL (db/postgres-migrator.ts), and the same SQL and fill as data for
 * SQLite, which runs them on its raw connection (`migrate` in db/database.ts).
 */
export interface SchemaMigration extends Migration {
  /** The migration's SQL script, spelled for an engine. */
  sql: MigrationSql;
  /** The column the application fills after the SQL, if any. */
  fill?: ColumnFill;
}

// biome-ignore lint/suspicious/noExplicitAny: Kysely's Migration runs on a database of any tables
type AnyDb = Kysely<any>;

/**
 * Defines a schema version from its SQL and, when SQL cannot compute a new column, its fill.
 *
 * @param script - the SQL, written once with the engines' differing types from {@link Ddl}
 * @param fill - the column the application fills after the SQL
 * @returns the migration, for the Migrator and for SQLite's runner
 */
export function schemaMigration(script: MigrationSql, fill?: ColumnFill): SchemaMigration {
  return {
    sql: script,
    ...(fill && { fill }),
    async up(db: AnyDb) {
      if (engineOf(db) !== 'postgres') {
        throw new Error('SQLite migrates on its raw connection: migrate() in db/database.ts');
      }
      await sql.raw(script(ddlFor('postgres'))).execute(db);
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
