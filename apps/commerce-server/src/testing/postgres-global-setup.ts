import type { TestProject } from 'vitest/node';
import { startServer } from '../server';
import { startPostgres } from './postgres-server';
import { SHOP_TEMPLATE } from './test-database';

/**
 * The PostgreSQL project's global setup: starts one throwaway PostgreSQL for the run and makes a
 * migrated, seeded template database, which each test's server copies (`freshDatabase`) in a
 * fraction of the time migrating and seeding takes.
 */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  try {
    await postgres.createDatabase(SHOP_TEMPLATE);
    const server = await startServer({ port: 0, databaseUrl: postgres.url(SHOP_TEMPLATE) });
    await server.close();
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  project.provide('postgresAdminUrl', postgres.adminUrl);
  return () => postgres.stop();
}
