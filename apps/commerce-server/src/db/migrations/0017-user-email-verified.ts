import type { MigrationScript } from '../schema-migration';

/**
 * Whether an account's holder has proven its e-mail address (store/users.ts): set when a password
 * is set through an e-mailed link, or when the holder, logged in, confirms a back-in-stock request
 * through the link mailed to the address; cleared when the address changes. Until then the
 * account's back-in-stock requests wait for the e-mailed confirmation like a guest's. Registering
 * proves nothing, so accounts stored so far start unproven.
 */
export const userEmailVerified: MigrationScript = {
  sql: () => `
  ALTER TABLE users ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 0;
  `,
};
