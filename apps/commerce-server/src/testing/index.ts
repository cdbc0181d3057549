/**
 * What test suites outside the server (the shared test-support package, the load runner's
 * tests) need to start it on the engine under test, besides the vitest-free tooling.
 */
export { default as postgresGlobalSetup } from './postgres-global-setup';
export { freshDatabase, freshDatabaseOn, SHOP_TEMPLATE } from './test-database';
export { startServer } from './test-server';
export * from './tooling';
