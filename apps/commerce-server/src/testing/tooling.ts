import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What tooling that runs outside vitest (the load runner, `pnpm soak`) needs of the server: its
 * test client, its database helpers and its folder. Nothing here imports vitest.
 */
export { inTransaction } from '../db/transaction';
export { INSURANCE_PRODUCT_ID } from '../seed/catalog-data';
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

/** The server app's folder, for tools that run it as its own process (`src/main.ts`). */
export const SERVER_APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
