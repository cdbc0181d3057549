import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { onExit } from './exit-cleanup';
import { freePort } from './free-port';
import {
  POSTGRES_USER,
  postgresBinDir,
  postgresUserIds,
  runningAsRoot,
  runPostgresProgram,
  runPostgresProgramSync,
} from './postgres-binaries';

/** Options of {@link startPostgres}. */
export interface PostgresOptions {
  /**
   * A folder to keep the cluster in (created on first start, reused after, kept on stop), for a
   * development database. Without it the cluster lives in a temporary folder removed on stop.
   */
  directory?: string;
  /** The port to listen on; a free one when absent or taken. */
  port?: number;
}

/** A running PostgreSQL cluster on 127.0.0.1, superuser `postgres`, trust authentication. */
export interface RunningPostgres {
  /** The connection URL of database `name` on this cluster. */
  url(name: string): string;
  /** The connection URL of the `postgres` maintenance database. */
  adminUrl: string;
  /** The port it listens on. */
  port: number;
  /** Creates database `name`, as a copy of `template` when given (an idle database). */
  createDatabase(name: string, options?: { template?: string }): Promise<void>;
  /** Drops database `name` when it exists, closing its connections. */
  dropDatabase(name: string): Promise<void>;
  /** Whether database `name` exists. */
  hasDatabase(name: string): Promise<boolean>;
  /** Stops the server; a temporary cluster is stopped at once and its folder removed. */
  stop(): Promise<void>;
}

/**
 * Settings for a cluster whose data may be lost: no waiting for the disk, enough connections
 * for several servers, each with a pool.
 */
const THROWAWAY_SETTINGS = ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'];

/** The settings file this module rewrites on every start, included from postgresql.conf. */
const SETTINGS_FILE = 'peptide.conf';

/** Writes the settings, so a kept cluster follows its folder when the repository moves. */
function writeSettings(dataDir: string, socketDir: string, throwaway: boolean): void {
  const lines = [
    '# Written by src/testing/postgres-server.ts on every start',
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${socketDir}'`,
    'max_connections = 200',
    ...(throwaway ? THROWAWAY_SETTINGS : []),
  ];
  writeFileSync(join(dataDir, SETTINGS_FILE), `${lines.join('\n')}\n`);
}

/**
 * Where a throwaway cluster lives: in memory (`/dev/shm`) where the system has it, so the
 * hundreds of databases a test run copies from its template never reach the disk and removing
 * the cluster at the end is instant; else the temporary folder.
 */
function throwawayParent(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

/** Makes `dir` writable by the account PostgreSQL runs under. */
function giveToPostgres(dir: string): void {
  if (!runningAsRoot()) return;
  const { uid, gid } = postgresUserIds();
  chownSync(dir, uid, gid);
}

/** initdb into `dataDir` with trust for local and loopback connections only (its default list). */
async function initCluster(binDir: string, dataDir: string): Promise<void> {
  await runPostgresProgram(binDir, 'initdb', [
    '-D',
    dataDir,
    '-U',
    POSTGRES_USER,
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  writeFileSync(join(dataDir, 'postgresql.conf'), `\ninclude = '${SETTINGS_FILE}'\n`, {
    flag: 'a',
  });
}

async function waitForQueries(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT 1');
  } finally {
    await client.end();
  }
}

/** Starts the server on `port`; the failure's message when it could not (often: port taken). */
async function tryStart(
  binDir: string,
  dataDir: string,
  logFile: string,
  port: number,
): Promise<string | null> {
  try {
    await runPostgresProgram(binDir, 'pg_ctl', [
      ...['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile],
      ...['-o', `-p ${port}`],
    ]);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Starts a PostgreSQL cluster on 127.0.0.1: by default a throwaway one in a temporary folder,
 * tuned for tests (no fsync), stopped and removed on `stop()` or when this process exits.
 *
 * @param options - a folder to keep the cluster in, a port
 * @returns the running cluster, once it answers queries
 * @throws when the PostgreSQL programs are missing or the server does not start (with its log)
 * @remarks initdb and postgres refuse to run as root, so as root they run as the `postgres`
 * account and the folders they write are given to it.
 */
export async function startPostgres(options: PostgresOptions = {}): Promise<RunningPostgres> {
  const binDir = postgresBinDir();
  const throwaway = options.directory === undefined;
  const root = options.directory ?? mkdtempSync(join(throwawayParent(), 'peptide-postgres-'));
  const dataDir = join(root, 'data');
  const socketDir = join(root, 'socket');
  const logFile = join(root, 'server.log');
  mkdirSync(socketDir, { recursive: true });
  for (const dir of [root, socketDir]) giveToPostgres(dir);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initCluster(binDir, dataDir);
  writeSettings(dataDir, socketDir, throwaway);

  let port = options.port ?? (await freePort());
  let failure = await tryStart(binDir, dataDir, logFile, port);
  for (let attempt = 0; failure !== null && attempt < 3; attempt++) {
    port = await freePort();
    failure = await tryStart(binDir, dataDir, logFile, port);
  }
  if (failure !== null) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
    if (throwaway) rmSync(root, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start (${failure}); the end of ${logFile}:\n${log}`);
  }

  const stopArgs = ['stop', '-D', dataDir, '-m', throwaway ? 'immediate' : 'fast', '-w'];
  const remove = () => {
    if (throwaway) rmSync(root, { recursive: true, force: true });
  };
  const stopNow = () => {
    runPostgresProgramSync(binDir, 'pg_ctl', stopArgs);
    remove();
  };
  const unregister = onExit(stopNow);
  const url = (name: string) => `postgres://${POSTGRES_USER}@127.0.0.1:${port}/${name}`;
  const adminUrl = url('postgres');
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  await waitForQueries(adminUrl);

  let stopping: Promise<void> | undefined;

  return {
    url,
    adminUrl,
    port,
    createDatabase: (name, { template } = {}) =>
      admin(async (client) => {
        const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
      }),
    dropDatabase: (name) =>
      admin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
      }),
    hasDatabase: (name) =>
      admin(async (client) => {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        return found.rowCount === 1;
      }),
    stop: async () => {
      if (stopping) return stopping;
      unregister();
      stopping = runPostgresProgram(binDir, 'pg_ctl', stopArgs).then(remove);
      return stopping;
    },
  };
}
