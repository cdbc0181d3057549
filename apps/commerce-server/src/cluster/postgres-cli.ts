// `pnpm postgres`: the development PostgreSQL in the foreground until Ctrl-C.
import { parseArgs } from 'node:util';
import { DEV_POSTGRES_DIR, DEV_POSTGRES_PORT, startDevPostgres } from './dev-postgres';
import { untilInterrupted } from './until-interrupted';

const { values } = parseArgs({
  options: { port: { type: 'string', default: String(DEV_POSTGRES_PORT) } },
});

const postgres = await startDevPostgres(Number(values.port));
if (!postgres.startedHere) {
  console.log(`PostgreSQL is already running (${DEV_POSTGRES_DIR}). Use:`);
  console.log(`  COMMERCE_DATABASE_URL=${postgres.databaseUrl}`);
  process.exit(0);
}
console.log(`PostgreSQL is running, its data in ${DEV_POSTGRES_DIR}. Use:`);
console.log(`  COMMERCE_DATABASE_URL=${postgres.databaseUrl}`);
console.log('Ctrl-C stops it.');
await untilInterrupted();
await postgres.stop();
console.log('PostgreSQL stopped.');
