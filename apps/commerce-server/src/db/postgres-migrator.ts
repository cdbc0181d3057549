import { DEFAULT_MIGRATION_TABLE, type Kysely, Migrator, sql } from 'kysely';
import { migrationName, migrationProvider } from './migrations';

// biome-ignore lint/suspicious/noExplicitAny: the Migrator keeps tables of its own beside the shop's
type AnyDb = Kysely<any>;

/** The table in which the runner before Kysely's Migrator recorded each applied version. */
const LEGACY_TABLE = 'schema_migrations';

/** The advisory lock that makes instances adopt the earlier runner's versions one at a time. */
const ADOPTION_LOCK = 7_462_002;

/**
 * Brings a PostgreSQL database to a schema version through Kysely's Migrator, which runs the
 * pending migrations in one transaction under an advisory lock of its own, so instances that
 * start together cannot both run them.
 *
 * @param db - the database
 * @param version - the schema version to reach (a count of migrations)
 * @returns the schema version after migrating: how many migrations the database has had
 * @throws the error of the migration that failed, after its transaction was rolled back
 */
export async function migrateWithKysely(db: AnyDb, version: number): Promise<number> {
  await adoptSchemaMigrations(db);
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateTo(migrationName(version - 1));
  if (error) throw error;
  const migrations = await migrator.getMigrations();
  return migrations.filter((migration) => migration.executedAt).length;
}

/**
 * Records the versions that the earlier runner applied (numbered rows of `schema_migrations`)
 * as applied in the Migrator's table, by name, so a database it migrated is not migrated again.
 * It happens once: only while the Migrator's table does not exist, and under an advisory lock,
 * so a second instance starting at the same time waits and then finds the table. Every adopted
 * row carries the time the first version was applied: the Migrator orders what it has run by
 * time, then by name, and later migrations are recorded with later times.
 * `schema_migrations` stays, so a build from before can still start on the database.
 *
 * @param db - the database, before the Migrator runs
 * @throws when `schema_migrations` holds a version this build does not know
 */
async function adoptSchemaMigrations(db: AnyDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${ADOPTION_LOCK})`.execute(trx);
    const { rows } = await sql<{ legacy: string | null; adopted: string | null }>`
      SELECT to_regclass(${LEGACY_TABLE}) AS legacy, to_regclass(${DEFAULT_MIGRATION_TABLE}) AS adopted
    `.execute(trx);
    if (!rows[0]?.legacy || rows[0].adopted) return;
    const applied = await trx
      .selectFrom(LEGACY_TABLE)
      .select(['version', 'applied_at'])
      .orderBy('version')
      .execute();
    // The table as the Migrator creates it.
    await trx.schema
      .createTable(DEFAULT_MIGRATION_TABLE)
      .addColumn('name', 'varchar(255)', (column) => column.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (column) => column.notNull())
      .execute();
    const first = applied[0];
    if (!first) return;
    const timestamp = (first.applied_at as Date).toISOString();
    await trx
      .insertInto(DEFAULT_MIGRATION_TABLE)
      .values(applied.map((row) => ({ name: migrationName(row.version - 1), timestamp })))
      .execute();
  });
}
