import type { TestProject } from 'vitest/node';
import { startServerBroker } from './server-broker';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The base URL of the commerce server broker of the run. */
    commerceServerBroker?: string;
  }
}

/**
 * Vitest global setup that runs a commerce server broker for the run and gives its URL to the
 * tests as `inject('commerceServerBroker')`. Listed after the PostgreSQL setup in a postgres
 * project, so the broker's servers use copies of that project's template.
 *
 * @param project - the vitest project
 * @returns the teardown that stops the broker and its servers
 */
export default async function setup(project: TestProject) {
  const broker = await startServerBroker(project.getProvidedContext().postgresAdminUrl);
  project.provide('commerceServerBroker', broker.url);
  return () => broker.close();
}
