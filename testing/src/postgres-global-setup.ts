/**
 * Vitest global setup that starts a real PostgreSQL with the commerce server's seeded template
 * database and removes it afterwards (the server's own, for suites outside the server).
 */
export { postgresGlobalSetup as default } from '@peptide/commerce-server/testing';
