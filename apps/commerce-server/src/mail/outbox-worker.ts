import { sql } from 'kysely';
import type { Db } from '../db/database';
import { engineOf } from '../db/engine';
import type { Mailer, OutgoingEmail } from './mailer';

/** Options of {@link createOutboxWorker}. */
export interface OutboxWorkerOptions {
  /** This instance's name, written on the messages it claims. */
  instanceId: string;
  mailer: Mailer;
  now: () => number;
  /** How often to look for due messages. Default 1 s. */
  intervalMs?: number;
  /** How long a claim lasts: an instance that dies mid-send frees its messages after it. */
  leaseMs?: number;
  /** Messages claimed at once. Default 10. */
  batchSize?: number;
  /** Sends tried before a message is FAILED. Default 8. */
  maxAttempts?: number;
  /** The wait before the second attempt; each later wait doubles, up to an hour. Default 5 s. */
  backoffMs?: number;
  /** Told of each failed send (the message stays queued). */
  onError?: (error: unknown, id: number) => void;
}

/** A running outbox worker. */
export interface OutboxWorker {
  /** Claims and sends what is due now; answers how many messages were sent. */
  drainOnce(): Promise<number>;
  /** Stops looking for messages and waits for the sends in progress. */
  stop(): Promise<void>;
}

const HOUR = 60 * 60 * 1000;

/** The wait after a failed attempt: doubling from `base`, at most an hour, with ±20 % jitter. */
export function backoff(attempts: number, base: number): number {
  const wait = Math.min(base * 2 ** Math.max(0, attempts - 1), HOUR);
  return Math.round(wait * (0.8 + Math.random() * 0.4));
}

/**
 * Claims up to `limit` due messages for this instance. On PostgreSQL the candidates are locked
 * with `FOR UPDATE SKIP LOCKED`, so instances claiming at the same moment take different
 * messages instead of waiting for each other; SQLite has one writer, whose claim is the same
 * UPDATE without it.
 */
async function claim(db: Db, me: string, now: number, leaseMs: number, limit: number) {
  let due = db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'QUEUED')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('id')
    .limit(limit);
  if (engineOf(db) === 'postgres') due = due.forUpdate().skipLocked();
  return (
    db
      .updateTable('outbox')
      .set({
        claimed_by: me,
        claimed_until: now + leaseMs,
        attempts: sql<number>`attempts + 1`,
      })
      .where('id', 'in', due)
      // Checked again on the row being updated: a message another instance claimed meanwhile is
      // left to it even where the candidates were read before that claim committed.
      .where('status', '=', 'QUEUED')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .returning(['id', 'recipient', 'subject', 'body', 'link', 'attempts'])
      .execute()
  );
}

/**
 * Drains the e-mail outbox through a mailer: every interval the instance claims the due messages,
 * sends each, and marks it SENT; a failed send is tried again after a growing wait, and FAILED
 * after the last attempt. Several instances drain one database: a message is claimed by one of
 * them at a time, and only its claimant may mark it.
 *
 * @param db - the shop database
 * @param options - the instance's name, the mailer, the clock and the queue's timings
 * @returns the worker, already polling
 * @remarks A claim lasts `leaseMs`. If an instance dies after the mail provider accepted a message
 *   but before marking it, another instance sends it again when the claim ends: the mailer sends
 *   each message with its id as idempotency key, so the provider can drop the repeat.
 */
export function createOutboxWorker(db: Db, options: OutboxWorkerOptions): OutboxWorker {
  const {
    instanceId: me,
    mailer,
    now,
    intervalMs = 1000,
    leaseMs = 60_000,
    batchSize = 10,
    maxAttempts = 8,
    backoffMs = 5000,
    onError,
  } = options;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function deliver(message: OutgoingEmail & { attempts: number }): Promise<boolean> {
    try {
      await mailer.send(message);
    } catch (error) {
      onError?.(error, message.id);
      const failed = message.attempts >= maxAttempts;
      await db
        .updateTable('outbox')
        .set({
          status: failed ? 'FAILED' : 'QUEUED',
          next_attempt_at: now() + backoff(message.attempts, backoffMs),
          claimed_by: null,
          claimed_until: null,
          last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where('id', '=', message.id)
        .where('claimed_by', '=', me)
        .execute();
      return false;
    }
    await db
      .updateTable('outbox')
      .set({
        status: 'SENT',
        sent_at: now(),
        claimed_by: null,
        claimed_until: null,
        last_error: null,
      })
      .where('id', '=', message.id)
      .where('claimed_by', '=', me)
      .execute();
    return true;
  }

  async function drain(): Promise<number> {
    const claimed = await claim(db, me, now(), leaseMs, batchSize);
    const results = await Promise.all(claimed.map((message) => deliver(message)));
    return results.filter(Boolean).length;
  }

  function drainOnce(): Promise<number> {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) drainOnce().catch((error: unknown) => onError?.(error, 0));
  }, intervalMs);
  timer.unref();

  return {
    drainOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
