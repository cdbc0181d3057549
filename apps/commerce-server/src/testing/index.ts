import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What tooling outside the server (the shared test-support package, the load runner beside the
 * bench) needs to start it, reach its database and send it operations.
 */
export { inTransaction } from '../db/transaction';
export { seed } from '../seed/seed';
export {
  type Answer,
  type AnsweredError,
  NoAnswer,
  type SendOptions,
  sendOperation,
} from './graphql-client';
export { storeInvariantProblems } from './invariants';
export { postFrom } from './post-from';
export { default as postgresGlobalSetup } from './postgres-global-setup';
export { freshDatabase, freshDatabaseOn, SHOP_TEMPLATE } from './test-database';
export { INSURANCE_PRODUCT_ID, startServer } from './test-server';

/** The server app's folder, for tools that run it as its own process (`src/main.ts`). */
export const SERVER_APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
