import { join } from 'node:path';
import { DATA_DIR_PATH } from './data-dir';
import { openDatabase } from './db/database';
import { isSeeded, resetDatabase, seed } from './seed/seed';

const databasePath = process.env.DATABASE_PATH ?? join(DATA_DIR_PATH, 'commerce.sqlite');
const { db, close } = openDatabase(databasePath);
if (process.argv.includes('--reset')) await resetDatabase(db);
if (await isSeeded(db)) {
  console.log(`${databasePath} is already seeded; use --reset to start over`);
} else {
  await seed(db, Date.now());
  console.log(`seeded ${databasePath}`);
}
await close();
