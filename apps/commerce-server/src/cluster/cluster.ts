import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningBalancer, startBalancer } from '../testing/balancer';
import { onExit } from '../testing/exit-cleanup';
import { freePort } from '../testing/free-port';
import { type RunningPostgres, startPostgres } from '../testing/postgres-server';
import { type InstanceCommand, type RunningInstance, startInstance } from './instance-process';

/** The balancer, for a cluster of another app (the storefront's instances) to stand behind. */
export { type RunningBalancer, startBalancer } from '../testing/balancer';

const APP_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The built server, as `pnpm start` runs it. */
export const BUILT_SERVER: InstanceCommand = {
  command: process.execPath,
  args: ['dist/main.js'],
  cwd: APP_DIR,
};

/** Options of {@link startCluster}. */
export interface ClusterOptions {
  /** How many instances; 2 when absent. */
  instances?: number;
  /** The PostgreSQL database they share; a throwaway cluster with database `peptide` if absent. */
  databaseUrl?: string;
  /** The balancer's port; a free one when absent. */
  port?: number;
  /** What each instance runs; the built server (`node dist/main.js`) when absent. */
  instanceCommand?: InstanceCommand;
  /** More environment for every instance (STOREFRONT_URL, limits …). */
  env?: Record<string, string>;
  /** Receives each line an instance prints, with its number (from 1). */
  onOutput?: (instance: number, line: string) => void;
}

/** Several instances on one database behind one balancer. */
export interface RunningCluster {
  /** The GraphQL endpoint through the balancer. */
  url: string;
  /** The database the instances share. */
  databaseUrl: string;
  /** Each instance's own GraphQL endpoint and process id. */
  instances: { url: string; pid: number }[];
  /** Stops the balancer, the instances and a PostgreSQL the cluster started itself. */
  stop(): Promise<void>;
}

/**
 * Starts `instances` commerce servers on one PostgreSQL database, sharing one JWT secret made for
 * this run, behind an nginx balancer that spreads requests round robin over them.
 *
 * @param options - how many instances, the database, the balancer's port, what to run
 * @returns the running cluster, once the balancer and every instance answer
 * @throws when the server is not built, or a part does not start (the started parts are stopped)
 */
export async function startCluster(options: ClusterOptions = {}): Promise<RunningCluster> {
  const command = options.instanceCommand ?? BUILT_SERVER;
  if (command === BUILT_SERVER && !existsSync(join(APP_DIR, 'dist', 'main.js'))) {
    throw new Error('the commerce server is not built: run `pnpm build` first');
  }
  const count = options.instances ?? 2;
  if (!Number.isInteger(count) || count < 1) throw new Error(`instances must be 1 or more`);

  let postgres: RunningPostgres | undefined;
  let balancer: RunningBalancer | undefined;
  const running: RunningInstance[] = [];
  const unregister = onExit(() => {
    for (const instance of running) instance.kill();
  });
  const stop = async () => {
    unregister();
    await balancer?.stop();
    await Promise.all(running.map((instance) => instance.stop()));
    await postgres?.stop();
  };

  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      postgres = await startPostgres();
      await postgres.createDatabase('peptide');
      databaseUrl = postgres.url('peptide');
    }
    // Port 0 asks for any free port; the instances must know the balancer's address first.
    const balancerPort = options.port || (await freePort());
    const env = {
      // Payment pages and images are addressed on the balancer, where browsers reach the shop.
      COMMERCE_PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      ...options.env,
      COMMERCE_DATABASE_URL: databaseUrl,
      // One secret for all, so a login token from one instance is honoured by the others.
      JWT_SECRET: randomBytes(32).toString('hex'),
      // The balancer and the storefront run on this machine and each append the address they
      // saw: trusting loopback, the throttles count per shopper, not per storefront.
      COMMERCE_TRUST_PROXY: 'loopback',
    };
    for (let number = 1; number <= count; number++) {
      const onLine = (line: string) => options.onOutput?.(number, line);
      // Each instance names itself in the x-served-by header, so a test sees who answered.
      const own = { ...env, COMMERCE_INSTANCE_ID: `instance-${number}` };
      running.push(await startInstance(command, await freePort(), own, onLine));
    }
    balancer = await startBalancer(
      running.map((instance) => instance.origin),
      { port: balancerPort },
    );
    return {
      url: `${balancer.url}/graphql`,
      databaseUrl,
      instances: running.map((instance) => ({
        url: `${instance.origin}/graphql`,
        pid: instance.pid,
      })),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
