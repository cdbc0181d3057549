import type { MigrationScript } from '../schema-migration';

/**
 * A login token carries the user's token version; changing the password raises it, which ends
 * every login token issued before.
 */
export const userTokenVersion: MigrationScript = {
  sql: () => `
  ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;
  `,
};
