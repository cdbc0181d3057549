import { tmpdir } from 'node:os';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startCluster } from './cluster';
import type { InstanceCommand } from './instance-process';

/**
 * A stand-in for the server until it speaks PostgreSQL: answers with its port and the database
 * URL and JWT secret it was given.
 */
const ECHO_INSTANCE: InstanceCommand = {
  command: process.execPath,
  args: [
    '-e',
    `require('node:http').createServer((req, res) => res.end(JSON.stringify({
      port: process.env.PORT,
      database: process.env.COMMERCE_DATABASE_URL,
      secret: process.env.JWT_SECRET,
    }))).listen(Number(process.env.PORT), process.env.HOST);
    process.on('SIGTERM', () => process.exit(0));`,
  ],
  cwd: tmpdir(),
};

interface Echo {
  port: string;
  database: string;
  secret: string;
}

const echo = async (url: string) => (await (await fetch(url)).json()) as Echo;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('given a cluster of three instances on a given database', () => {
  it('spreads requests over all three in turn, each with the same database and secret', async () => {
    const databaseUrl = 'postgres://postgres@127.0.0.1:1/peptide';
    const cluster = await startCluster({
      instances: 3,
      databaseUrl,
      instanceCommand: ECHO_INSTANCE,
    });
    try {
      expect(cluster.instances).toHaveLength(3);
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await echo(cluster.url));
      const ports = answers.map((answer) => answer.port);
      expect(new Set(ports.slice(0, 3)).size).toBe(3);
      expect(ports.slice(3)).toEqual(ports.slice(0, 3));
      expect(new Set(answers.map((answer) => answer.database))).toEqual(new Set([databaseUrl]));
      expect(new Set(answers.map((answer) => answer.secret)).size).toBe(1);
      expect(answers[0]?.secret).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await cluster.stop();
    }
    for (const instance of cluster.instances) expect(alive(instance.pid)).toBe(false);
    await expect(fetch(cluster.url)).rejects.toThrow();
  });
});

describe('given a cluster without a database URL', () => {
  it('starts its own PostgreSQL with database peptide, and stops it with the instances', async () => {
    const cluster = await startCluster({ instanceCommand: ECHO_INSTANCE });
    const { database } = await echo(cluster.url);
    expect(database).toBe(cluster.databaseUrl);
    expect(new URL(database).pathname).toBe('/peptide');
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    expect((await client.query('SELECT current_database() AS name')).rows).toEqual([
      { name: 'peptide' },
    ]);
    await client.end();

    await cluster.stop();

    const after = new pg.Client({ connectionString: database });
    await expect(after.connect()).rejects.toThrow();
  }, 60_000);
});

describe('given an instance that cannot start', () => {
  it('fails with what it printed, leaving nothing running', async () => {
    const failing: InstanceCommand = {
      command: process.execPath,
      args: ['-e', 'console.error("no database here"); process.exit(3)'],
      cwd: tmpdir(),
    };
    await expect(
      startCluster({ databaseUrl: 'postgres://x@127.0.0.1:1/x', instanceCommand: failing }),
    ).rejects.toThrow(/exited \(3\): no database here/);
  });
});
