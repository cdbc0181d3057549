/// <reference types="vitest" preserve="true" />
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { StartServerOptions } from '../config';
import { type DatabaseHandle, openDatabase, openShopDatabase } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The maintenance database of the suite's PostgreSQL; absent when the suite runs on SQLite. */
    postgresAdminUrl?: string;
  }
}

/** The migrated and seeded database each PostgreSQL test's database is copied from. */
export const SHOP_TEMPLATE = 'shop_template';

/** The engine this test run uses: the vitest project decides. */
export function engineUnderTest(): 'sqlite' | 'postgres' {
  return inject('postgresAdminUrl') ? 'postgres' : 'sqlite';
}

/**
 * A database of its own for one test's server: a new in-memory SQLite, or, in the PostgreSQL
 * project, a new database copied from the seeded template.
 *
 * @returns the `startServer` options that select it
 */
export async function freshDatabase(): Promise<
  Pick<StartServerOptions, 'databasePath' | 'databaseUrl'>
> {
  return freshDatabaseOn(inject('postgresAdminUrl'));
}

/**
 * As {@link freshDatabase}, for code that runs outside a test worker (a global setup), where the
 * PostgreSQL admin URL is read from the project rather than injected.
 *
 * @param adminUrl - the PostgreSQL admin URL of the run, or undefined on SQLite
 * @returns the database option for `startServer`
 */
export async function freshDatabaseOn(
  adminUrl: string | undefined,
): Promise<Pick<StartServerOptions, 'databasePath' | 'databaseUrl'>> {
  if (!adminUrl) return { databasePath: ':memory:' };
  return { databaseUrl: await createDatabase(adminUrl, SHOP_TEMPLATE) };
}

/**
 * A new, empty PostgreSQL database on the suite's server (no tables, not even migrated), for
 * tests of restoring and copying into one.
 *
 * @returns its URL
 * @throws outside the PostgreSQL project
 */
export async function emptyPostgresDatabase(): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl)
    throw new Error('an empty PostgreSQL database exists only in the postgres project');
  return createDatabase(adminUrl, 'template0');
}

async function createDatabase(adminUrl: string, template: string): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * An empty, migrated database of the run's engine for a test of the store's functions: a new
 * in-memory SQLite, or a new PostgreSQL database. The test seeds what it needs.
 *
 * @returns the open handle; the test closes it
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (engineUnderTest() === 'sqlite') return openDatabase(':memory:');
  return openShopDatabase({ databaseUrl: await emptyPostgresDatabase(), databasePath: ':memory:' });
}
