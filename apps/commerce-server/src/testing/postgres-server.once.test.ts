import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPostgres, startPostgres } from './postgres-server';

async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('given a throwaway PostgreSQL', () => {
  let postgres: RunningPostgres;
  let startMs = 0;

  beforeAll(async () => {
    const start = performance.now();
    postgres = await startPostgres();
    startMs = performance.now() - start;
    console.log(`PostgreSQL started in ${Math.round(startMs)} ms`);
  }, 60_000);

  afterAll(() => postgres?.stop());

  it('answers queries on loopback, in UTF-8, tuned for tests', async () => {
    const [row] = await query(
      postgres.adminUrl,
      "SELECT current_setting('fsync') AS fsync, current_setting('server_encoding') AS encoding, current_setting('listen_addresses') AS listen, current_setting('max_connections') AS max",
    );
    expect(row).toEqual({ fsync: 'off', encoding: 'UTF8', listen: '127.0.0.1', max: '200' });
    expect(postgres.adminUrl).toBe(`postgres://postgres@127.0.0.1:${postgres.port}/postgres`);
  });

  it('creates a database from a template, with the template’s tables, extensions and rows', async () => {
    await postgres.createDatabase('template_shop');
    await query(
      postgres.url('template_shop'),
      'CREATE EXTENSION citext; CREATE EXTENSION pg_trgm; CREATE TABLE product (name citext); INSERT INTO product VALUES ($$BAC Water$$)',
    );
    await postgres.createDatabase('shop_1', { template: 'template_shop' });
    const rows = await query(
      postgres.url('shop_1'),
      "SELECT name::text, similarity(name::text, 'bac water') > 0.5 AS similar FROM product WHERE name = 'bac water'",
    );
    expect(rows).toEqual([{ name: 'BAC Water', similar: true }]);
    expect(await postgres.hasDatabase('shop_1')).toBe(true);
  });

  it('drops a database even while a client is connected to it', async () => {
    await postgres.createDatabase('shop_2');
    const client = new pg.Client({ connectionString: postgres.url('shop_2') });
    client.on('error', () => {});
    await client.connect();
    await postgres.dropDatabase('shop_2');
    expect(await postgres.hasDatabase('shop_2')).toBe(false);
    await client.end().catch(() => {});
  });
});

describe('after stop()', () => {
  it('removes the data folder and the port stops answering', async () => {
    const postgres = await startPostgres();
    const [row] = await query(postgres.adminUrl, "SELECT current_setting('data_directory') AS dir");
    const dataDir = String(row?.dir);
    expect(existsSync(dataDir)).toBe(true);
    expect(await portAnswers(postgres.port)).toBe(true);

    await postgres.stop();

    expect(existsSync(dataDir)).toBe(false);
    expect(await portAnswers(postgres.port)).toBe(false);
  }, 60_000);
});
