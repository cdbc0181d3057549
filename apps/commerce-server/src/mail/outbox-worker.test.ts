import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/database';
import { createPool, migratePostgres } from '../db/postgres';
import { emptyPostgresDatabase, engineUnderTest } from '../testing/test-database';
import type { Mailer, OutgoingEmail } from './mailer';
import { createOutboxWorker } from './outbox-worker';

// biome-ignore lint/suspicious/noExplicitAny: the worker's own table type is internal
type QueueDb = Kysely<any>;
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

async function openQueue(engine: 'sqlite' | 'postgres'): Promise<QueueDb> {
  if (engine === 'sqlite') {
    const raw = new Database(':memory:');
    migrate(raw);
    const db = new Kysely({ dialect: new SqliteDialect({ database: raw }) });
    closers.push(() => db.destroy());
    return db;
  }
  const pool = createPool(await emptyPostgresDatabase());
  await migratePostgres(pool);
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  closers.push(() => db.destroy());
  return db;
}

async function queue(db: QueueDb, count: number) {
  for (let index = 0; index < count; index++) {
    await db
      .insertInto('outbox')
      .values({ recipient: `r${index}@x.test`, subject: 's', body: 'b', created_at: 'now' })
      .execute();
  }
}

function recordingMailer(
  sent: number[],
  fail: (message: OutgoingEmail) => boolean = () => false,
): Mailer {
  return {
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (fail(message)) throw new Error('the provider is down');
      sent.push(message.id);
    },
  };
}

const engines = [engineUnderTest()];

describe.each(engines)('the outbox queue on %s', (engine) => {
  it('given two instances draining at once, sends every message exactly once', async () => {
    const db = await openQueue(engine);
    await queue(db, 60);
    const sent: number[] = [];
    const options = {
      mailer: recordingMailer(sent),
      now: Date.now,
      intervalMs: 60_000,
      batchSize: 7,
    };
    const a = createOutboxWorker(db, { ...options, instanceId: 'a' });
    const b = createOutboxWorker(db, { ...options, instanceId: 'b' });
    for (let round = 0; round < 12; round++) await Promise.all([a.drainOnce(), b.drainOnce()]);
    await Promise.all([a.stop(), b.stop()]);
    expect([...sent].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const statuses = await db.selectFrom('outbox').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'SENT' }]);
  });

  it('given a failed send, tries again after a wait, and gives up after the last attempt', async () => {
    const db = await openQueue(engine);
    await queue(db, 2);
    let clock = 1_000_000;
    const sent: number[] = [];
    const worker = createOutboxWorker(db, {
      instanceId: 'a',
      mailer: recordingMailer(sent, (message) => message.id === 2 || clock === 1_000_000),
      now: () => clock,
      intervalMs: 60_000,
      maxAttempts: 3,
      backoffMs: 1000,
    });
    expect(await worker.drainOnce()).toBe(0);
    expect(await worker.drainOnce()).toBe(0);
    clock += 1300;
    expect(await worker.drainOnce()).toBe(1);
    clock += 10_000;
    await worker.drainOnce();
    clock += 10_000;
    await worker.drainOnce();
    await worker.stop();
    const rows = await db
      .selectFrom('outbox')
      .select(['id', 'status', 'attempts', 'last_error'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 1, status: 'SENT', attempts: 2, last_error: null },
      { id: 2, status: 'FAILED', attempts: 3, last_error: 'the provider is down' },
    ]);
    expect(sent).toEqual([1]);
  });

  it('given an instance that dies mid-send, another sends the message once its claim ends', async () => {
    const db = await openQueue(engine);
    await queue(db, 1);
    let clock = 5_000_000;
    const hung: Mailer = { send: () => new Promise(() => undefined) };
    const dying = createOutboxWorker(db, {
      instanceId: 'dying',
      mailer: hung,
      now: () => clock,
      intervalMs: 60_000,
      leaseMs: 30_000,
    });
    void dying.drainOnce();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const sent: number[] = [];
    const survivor = createOutboxWorker(db, {
      instanceId: 'survivor',
      mailer: recordingMailer(sent),
      now: () => clock,
      intervalMs: 60_000,
      leaseMs: 30_000,
    });
    expect(await survivor.drainOnce()).toBe(0);
    clock += 30_001;
    expect(await survivor.drainOnce()).toBe(1);
    await survivor.stop();
    expect(sent).toEqual([1]);
  });
});
