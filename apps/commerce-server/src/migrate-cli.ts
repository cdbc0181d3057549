import { openShopDatabase } from './db/database';
import { MIGRATIONS } from './db/migrations';
import { ConfigError, serverOptionsFromEnv } from './env';

/**
 * `pnpm migrate`: brings the database the server would use (COMMERCE_DATABASE_URL, else
 * DATABASE_PATH) to the current schema without starting the server or seeding it.
 */
try {
  const options = serverOptionsFromEnv();
  const handle = await openShopDatabase({
    databaseUrl: options.databaseUrl ?? null,
    databasePath: options.databasePath ?? ':memory:',
  });
  await handle.close();
  console.log(`${handle.engine} database at schema version ${MIGRATIONS.length}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
