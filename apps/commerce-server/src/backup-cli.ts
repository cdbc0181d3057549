import { join, resolve } from 'node:path';
import { DATA_DIR_PATH } from './data-dir';
import { backupDatabase } from './db/backup';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: pnpm backup <file>   (copies DATABASE_PATH, even while the server runs)');
  process.exit(1);
}
const source = process.env.DATABASE_PATH ?? join(DATA_DIR_PATH, 'commerce.sqlite');
// pnpm runs the script in this package; the file is meant relative to where it was typed.
const destination = resolve(process.env.INIT_CWD ?? process.cwd(), file);
const { pages } = await backupDatabase(source, destination);
console.log(`backed up ${source} to ${destination}: ${pages} pages, integrity check ok`);
