import type { MigrationScript } from '../schema-migration';

/**
 * Login, reset and registration throttles (auth/throttles.ts): one row per key and window,
 * counted atomically and shared by every server process on this database.
 */
export const throttles: MigrationScript = {
  sql: ({ millis }) => `
  CREATE TABLE throttles (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire ${millis});
  `,
};
