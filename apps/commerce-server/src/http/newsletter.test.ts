import { SERVER_MESSAGES } from '@peptide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server';
import { countRows } from '../testing/rows';
import { DEVELOPMENT_NEWSLETTER_KEY, newsletterKeyFromEnv } from './newsletter-key';

const KEY = 'test-newsletter-key';

function contact(server: RunningServer, body: unknown, key: string | null = KEY) {
  return fetch(`${server.origin}/v3/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key !== null ? { 'api-key': key } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('the newsletter contacts API (POST /v3/contacts)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, newsletterApiKey: KEY });
  });
  afterAll(() => server.close());

  it('given a new e-mail, it answers 201 and stores it', async () => {
    const response = await contact(server, {
      email: 'reader@example.org',
      status: 'subscribed',
      statusDate: '2026-01-15T10:00:00.000Z',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(Number) });
    expect(
      await server.db
        .selectFrom('newsletter_contacts')
        .select('status')
        .where('email', '=', 'reader@example.org')
        .executeTakeFirst(),
    ).toEqual({ status: 'subscribed' });
  });

  it('given a duplicate, a bad e-mail or bad JSON, it answers 400 with a message', async () => {
    await contact(server, { email: 'twice@example.org' });
    const duplicate = await contact(server, { email: 'twice@example.org' });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual({
      code: 'duplicate_parameter',
      message: 'Contact already exist',
    });
    const invalid = await contact(server, { email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { message: string }).message).toBe('Invalid email address');
    expect((await contact(server, '{oops')).status).toBe(400);
  });

  it('given no key, an empty key or another key, it answers 401 and stores nothing', async () => {
    for (const key of [null, '', 'some-other-key']) {
      const response = await contact(server, { email: 'intruder@example.org' }, key);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 'unauthorized',
        message: SERVER_MESSAGES.newsletterKeyNotFound,
      });
    }
    expect(
      await server.db
        .selectFrom('newsletter_contacts')
        .select('id')
        .where('email', '=', 'intruder@example.org')
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('the newsletter contacts API without a configured key', () => {
  it('given any key, it refuses with 503 and says the key is not configured', async () => {
    const unconfigured = await startServer({ port: 0 });
    try {
      for (const key of ['anything', DEVELOPMENT_NEWSLETTER_KEY]) {
        const response = await contact(unconfigured, { email: 'reader@example.org' }, key);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          code: 'not_configured',
          message: SERVER_MESSAGES.newsletterKeyNotConfigured,
        });
      }
      expect(await countRows(unconfigured.db, 'newsletter_contacts')).toBe(0);
    } finally {
      await unconfigured.close();
    }
  });
});

describe('the newsletter key of a start (newsletterKeyFromEnv)', () => {
  it('given NEWSLETTER_API_KEY, it is the key', () => {
    expect(newsletterKeyFromEnv({ NEWSLETTER_API_KEY: 'k', NODE_ENV: 'production' })).toBe('k');
  });

  it('given a development start without a key, it is the storefront development default', () => {
    expect(newsletterKeyFromEnv({})).toBe(DEVELOPMENT_NEWSLETTER_KEY);
    expect(newsletterKeyFromEnv({ NEWSLETTER_API_KEY: '' })).toBe(DEVELOPMENT_NEWSLETTER_KEY);
  });

  it('given a production start without a key, there is none, so the endpoint refuses', () => {
    expect(newsletterKeyFromEnv({ NODE_ENV: 'production' })).toBeUndefined();
  });
});
