import type { MigrationScript } from '../schema-migration';

/**
 * The outbox becomes a job queue (mail/outbox-worker.ts) that every instance drains: a message
 * is claimed for a while by one instance, sent, and marked SENT; a failed send waits and is
 * tried again, and after the last attempt it is FAILED. Messages from before were delivered
 * by being shown in the development outbox, so they count as sent.
 */
export const outboxJobQueue: MigrationScript = {
  sql: ({ millis }) => `
  ALTER TABLE outbox ADD COLUMN status TEXT NOT NULL DEFAULT 'QUEUED';
  ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE outbox ADD COLUMN next_attempt_at ${millis} NOT NULL DEFAULT 0;
  ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
  ALTER TABLE outbox ADD COLUMN claimed_until ${millis};
  ALTER TABLE outbox ADD COLUMN sent_at ${millis};
  ALTER TABLE outbox ADD COLUMN last_error TEXT;
  UPDATE outbox SET status = 'SENT';
  CREATE INDEX outbox_due ON outbox(status, next_attempt_at);
  `,
};
