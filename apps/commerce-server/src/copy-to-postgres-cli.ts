import { join } from 'node:path';
import { DATA_DIR_PATH } from './data-dir';
import { copyToPostgres } from './db/copy-to-postgres';

/** `pnpm copy-to-postgres`: copies the SQLite shop at DATABASE_PATH into COMMERCE_DATABASE_URL. */
const source = process.env.DATABASE_PATH ?? join(DATA_DIR_PATH, 'commerce.sqlite');
const target = process.env.COMMERCE_DATABASE_URL;
if (!target) {
  console.error('Set COMMERCE_DATABASE_URL to the empty PostgreSQL database to copy into.');
  process.exit(1);
}
try {
  const copied = await copyToPostgres(source, target);
  for (const [table, rows] of Object.entries(copied)) console.log(`${table}: ${rows}`);
  console.log(`copied ${source} into PostgreSQL`);
} catch (error) {
  console.error(`nothing copied: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
