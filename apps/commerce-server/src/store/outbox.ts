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
export async function queueEmail(
  db: Db,
  email: { to: string; subject: string; body: string; link?: string | null },
  now: number,
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      recipient: email.to,
      subject: email.subject,
      body: email.body,
      link: email.link ?? null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
}

/** Every queued e-mail, newest first. */
export async function listOutbox(db: Db): Promise<OutboxEmail[]> {
  return db
    .selectFrom('outbox')
    .select(['id', 'recipient as to', 'subject', 'body', 'link', 'created_at as createdAt'])
    .orderBy('id', 'desc')
    .execute();
}
