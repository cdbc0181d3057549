// `pnpm cluster`: several built commerce servers on PostgreSQL behind nginx, until Ctrl-C.
import { parseArgs } from 'node:util';
import { startCluster } from './cluster';
import { startDevPostgres } from './dev-postgres';
import { untilInterrupted } from './until-interrupted';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '4000' },
  },
});

const postgres = process.env.COMMERCE_DATABASE_URL ? undefined : await startDevPostgres();
const databaseUrl = process.env.COMMERCE_DATABASE_URL ?? postgres?.databaseUrl;
const cluster = await startCluster({
  instances: Number(values.instances),
  port: Number(values.port),
  databaseUrl,
  onOutput: (instance, line) => console.log(`[instance ${instance}] ${line}`),
}).catch(async (error: unknown) => {
  await postgres?.stop();
  throw error;
});

console.log(`database: ${cluster.databaseUrl}`);
cluster.instances.forEach((instance, index) => {
  console.log(`instance ${index + 1}: ${instance.url} (pid ${instance.pid})`);
});
console.log(`balancer: ${cluster.url}`);
console.log('Ctrl-C stops them all.');
await untilInterrupted();
await cluster.stop();
await postgres?.stop();
console.log('cluster stopped.');
