import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresBinDir, runPostgresProgram } from '../testing/postgres-binaries';
import { startPostgres } from '../testing/postgres-server';

/** The development cluster's folder (git-ignored), kept between runs. */
export const DEV_POSTGRES_DIR = fileURLToPath(new URL('../../.data/postgres', import.meta.url));

/** The database the commerce server uses on the development cluster. */
export const DEV_DATABASE = 'peptide';

/** The port the development cluster asks for first, beside a system PostgreSQL's 5432. */
export const DEV_POSTGRES_PORT = 5433;

/** The development PostgreSQL, started by this process or found already running. */
export interface DevPostgres {
  /** COMMERCE_DATABASE_URL for it. */
  databaseUrl: string;
  /** Whether this process started it (and so stops it). */
  startedHere: boolean;
  /** Stops it cleanly when this process started it; leaves another process's cluster alone. */
  stop(): Promise<void>;
}

/** The port of the development cluster when its server is running, else null. */
async function runningPort(): Promise<number | null> {
  const dataDir = join(DEV_POSTGRES_DIR, 'data');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) return null;
  try {
    await runPostgresProgram(postgresBinDir(), 'pg_ctl', ['status', '-D', dataDir]);
  } catch {
    return null;
  }
  // postmaster.pid holds the pid, the data folder, the start time, then the port.
  const port = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

/**
 * The development PostgreSQL in `apps/commerce-server/.data/postgres`: created on first use,
 * reused after, with database `peptide` created when missing. When `pnpm postgres` already runs
 * it, that server is used as it is.
 *
 * @param port - the port to ask for; another free one when it is taken
 * @returns its database URL and how to stop it
 */
export async function startDevPostgres(port = DEV_POSTGRES_PORT): Promise<DevPostgres> {
  const running = await runningPort();
  if (running !== null) {
    return {
      databaseUrl: `postgres://postgres@127.0.0.1:${running}/${DEV_DATABASE}`,
      startedHere: false,
      stop: async () => {},
    };
  }
  const postgres = await startPostgres({ directory: DEV_POSTGRES_DIR, port });
  if (!(await postgres.hasDatabase(DEV_DATABASE))) await postgres.createDatabase(DEV_DATABASE);
  return { databaseUrl: postgres.url(DEV_DATABASE), startedHere: true, stop: postgres.stop };
}
