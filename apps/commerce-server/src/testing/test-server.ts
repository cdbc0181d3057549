import type { StartServerOptions } from '../config';
import { type RunningServer, startServer as startRealServer } from '../server';
import { freshDatabase } from './test-database';

export { INSURANCE_PRODUCT_ID } from '../seed/catalog-data';

/**
 * The server for a test, on the engine of the test run: `startServer` with a database of its own
 * (a new in-memory SQLite, or in the PostgreSQL project a new copy of the seeded template),
 * unless the test names a database itself.
 *
 * @param options - as `startServer`'s
 * @returns the running server
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const named =
    options.databaseUrl !== undefined ||
    (options.databasePath !== undefined && options.databasePath !== ':memory:');
  return startRealServer(named ? options : { ...options, ...(await freshDatabase()) });
}
