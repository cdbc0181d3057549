import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onExit } from './exit-cleanup';
import { freePort } from './free-port';
import { nginxConfig } from './nginx-config';

const NGINX = '/usr/sbin/nginx';

/** A running nginx balancer. */
export interface RunningBalancer {
  /** Its origin, e.g. http://127.0.0.1:4000 (the upstreams' paths are reached under it). */
  url: string;
  /** Stops nginx and removes its folder. */
  stop(): Promise<void>;
}

/** Options of {@link startBalancer}. */
export interface BalancerOptions {
  /** The port to listen on; a free one when absent. */
  port?: number;
  /** Whether it keeps shared pages, as a proxy in front of storefronts (see `nginxConfig`). */
  pageCache?: boolean;
}

function nginxPath(): string {
  try {
    execFileSync(NGINX, ['-v'], { stdio: 'ignore' });
    return NGINX;
  } catch {
    return 'nginx';
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Waits until `url` answers HTTP (any status: a 502 from nginx is an answer too). */
async function waitForAnswer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${log()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer at ${url}: ${log()}`);
}

/**
 * Starts nginx in front of `upstreams`: round robin, no stickiness, keep-alive to the upstreams,
 * as a child process with its config, logs and temporary files in a temporary folder. It is
 * stopped on `stop()` or when this process exits.
 *
 * @param upstreams - the servers' origins, such as `http://127.0.0.1:4001`
 * @param options - the port to listen on
 * @returns the running balancer, once it answers
 * @throws when nginx is missing or does not start (with its error output)
 */
export async function startBalancer(
  upstreams: string[],
  options: BalancerOptions = {},
): Promise<RunningBalancer> {
  if (upstreams.length === 0) throw new Error('a balancer needs at least one upstream');
  const prefix = mkdtempSync(join(tmpdir(), 'peptide-nginx-'));
  for (const dir of ['conf', 'logs', 'temp']) mkdirSync(join(prefix, dir));
  // Port 0 asks for any free port, as it does for a server.
  const port = options.port || (await freePort());
  const conf = join(prefix, 'conf', 'nginx.conf');
  writeFileSync(
    conf,
    nginxConfig({
      prefix,
      port,
      upstreams: upstreams.map((upstream) => new URL(upstream).host),
      root: process.getuid?.() === 0,
      pageCache: options.pageCache,
    }),
  );

  const child = spawn(
    nginxPath(),
    ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs', 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const spawnFailed = new Promise<never>((_, reject) => child.once('error', reject));
  const remove = () => rmSync(prefix, { recursive: true, force: true });
  const unregister = onExit(() => {
    child.kill('SIGTERM');
    remove();
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([waitForAnswer(url, child, () => errors), spawnFailed]);
  } catch (error) {
    unregister();
    child.kill('SIGTERM');
    remove();
    throw error;
  }

  let stopped = false;
  return {
    url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      unregister();
      // TERM is nginx's fast shutdown: the master stops its worker and exits.
      child.kill('SIGTERM');
      await exited(child);
      remove();
    },
  };
}
