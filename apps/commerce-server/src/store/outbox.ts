import type { Db } from '../db/database';

/** An e-mail the server would have sent. */
export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string | null;
  createdAt: string;
}

/** Writes an e-mail to the outbox table instead of sending it. */
export function queueEmail(
  db: Db,
  email: { to: string; subject: string; body: string; link?: string | null },
  now: number,
): void {
  db.prepare(
    'INSERT INTO outbox (recipient, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(email.to, email.subject, email.body, email.link ?? null, new Date(now).toISOString());
}

/** Every queued e-mail, newest first. */
export function listOutbox(db: Db): OutboxEmail[] {
  return db
    .prepare(
      'SELECT id, recipient AS "to", subject, body, link, created_at AS createdAt FROM outbox ORDER BY id DESC',
    )
    .all() as OutboxEmail[];
}
