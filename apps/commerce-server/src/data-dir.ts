import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The app's data folder (gitignored): the SQLite file and the dev JWT secret. One level above
 * this module both from `src/` and from the bundled `dist/`.
 */
export const DATA_DIR_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'data');
