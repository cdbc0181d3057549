import type { IncomingMessage, ServerResponse } from 'node:http';
import { SERVER_MESSAGES } from '@peptide/domain';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { readBody, sendJson } from './respond';

interface ContactBody {
  email?: unknown;
  status?: unknown;
  statusDate?: unknown;
}

function parseObject(text: string | null): ContactBody | null {
  try {
    const value: unknown = text === null ? null : JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as ContactBody)
      : null;
  } catch {
    return null;
  }
}

// The e-mail provider's own contact check: something@something.tld, without spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * `POST /v3/contacts`: the e-mail provider's contacts API, answered locally so the storefront's
 * newsletter signup works offline. 201 `{ id }` when created; 400 `{ code, message }` for a bad
 * or duplicate e-mail; 401 without a valid `api-key` header; 503 while the server has no key
 * configured, so no key opens it.
 */
export async function handleContacts(
  req: IncomingMessage,
  res: ServerResponse,
  db: Db,
  config: ServerConfig,
): Promise<void> {
  if (config.newsletterApiKey === null) {
    sendJson(res, 503, {
      code: 'not_configured',
      message: SERVER_MESSAGES.newsletterKeyNotConfigured,
    });
    return;
  }
  if (req.headers['api-key'] !== config.newsletterApiKey) {
    sendJson(res, 401, { code: 'unauthorized', message: SERVER_MESSAGES.newsletterKeyNotFound });
    return;
  }
  const text = await readBody(req, 10_000);
  const body = parseObject(text);
  if (!body) {
    sendJson(res, 400, { code: 'bad_request', message: SERVER_MESSAGES.newsletterBodyNotObject });
    return;
  }
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!EMAIL.test(email) || email.length > 254) {
    sendJson(res, 400, {
      code: 'invalid_parameter',
      message: SERVER_MESSAGES.newsletterInvalidEmail,
    });
    return;
  }
  // One statement: of two signups of one address at once, the second finds it taken.
  const inserted = await db
    .insertInto('newsletter_contacts')
    .values({
      email,
      status: typeof body.status === 'string' ? body.status.slice(0, 40) : 'subscribed',
      status_date: typeof body.statusDate === 'string' ? body.statusDate.slice(0, 40) : null,
      created_at: new Date(config.now()).toISOString(),
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    sendJson(res, 400, {
      code: 'duplicate_parameter',
      message: SERVER_MESSAGES.newsletterContactExists,
    });
    return;
  }
  sendJson(res, 201, { id: inserted.id });
}
