import { startServer } from '@peptide/commerce-server';
import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../lib/clientAddress.server';
import { SIGNUP_WINDOW_SECONDS, SIGNUPS_PER_WINDOW } from '../lib/shopLimits.server';
import { action } from './api.newsletter';
import { MAX_SIGNUP_BODY_BYTES } from './api.newsletter.server';

const SHOP = 'http://127.0.0.1:3000';
const KEY = 'newsletter-test-key';

let nextAddress = 1;
/** A client address no other test has used, so each test has the whole signup allowance. */
const freshAddress = () => `192.0.2.${nextAddress++}`;

/** Runs the route's action for a POST from `address`, as server.js hands it over. */
async function post(
  body: BodyInit,
  { address = freshAddress(), headers = {} as Record<string, string> } = {},
) {
  const request = new Request(`${SHOP}/api/newsletter`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SHOP,
      [CLIENT_ADDRESS_HEADER]: address,
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  // biome-ignore lint/suspicious/noExplicitAny: the route types its own action arguments
  const response = await action({ request, params: {} } as any);
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

const signup = (email: string) => JSON.stringify({ email });

describe('newsletter signup route', () => {
  const previous = { url: process.env.NEWSLETTER_API_URL, key: process.env.NEWSLETTER_API_KEY };
  let close: () => Promise<void>;
  beforeAll(async () => {
    const provider = await startServer({ port: 0, newsletterApiKey: KEY });
    close = () => provider.close();
    process.env.NEWSLETTER_API_URL = `${provider.origin}/v3/contacts`;
    process.env.NEWSLETTER_API_KEY = KEY;
  }, 60_000);
  afterAll(async () => {
    for (const [name, value] of [
      ['NEWSLETTER_API_URL', previous.url],
      ['NEWSLETTER_API_KEY', previous.key],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await close();
  });

  it('given a new address and one already subscribed / both answer 201 and nothing else', async () => {
    expect(await post(signup('first@example.org'))).toEqual({ status: 201, body: {} });
    expect(await post(signup('first@example.org'))).toEqual({ status: 201, body: {} });
  });

  it('given another site as origin, or a cross-site fetch without one / it is refused with 403', async () => {
    for (const headers of [
      { origin: 'http://evil.example' } as Record<string, string>,
      { origin: 'http://evil.example', 'content-type': 'text/plain' },
    ]) {
      expect(await post(signup('victim@example.org'), { headers })).toEqual({
        status: 403,
        body: { message: SERVER_MESSAGES.foreignOriginRefused },
      });
    }
    const request = new Request(`${SHOP}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: signup('victim@example.org'),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the route types its own action arguments
    expect((await action({ request, params: {} } as any)).status).toBe(403);
  });

  it('given a body that is not JSON / it is refused with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      expect(
        await post(signup('plain@example.org'), { headers: { 'content-type': type } }),
      ).toEqual({ status: 415, body: { message: SERVER_MESSAGES.jsonBodyRequired } });
    }
  });

  it('given a body over the limit, declared or streamed / it is refused with 413 unread', async () => {
    const large = signup(`${'a'.repeat(MAX_SIGNUP_BODY_BYTES)}@example.org`);
    const tooLarge = {
      status: 413,
      body: { message: SERVER_MESSAGES.bodyTooLarge(MAX_SIGNUP_BODY_BYTES) },
    };
    expect(await post(large)).toEqual(tooLarge);
    const chunks = [
      new TextEncoder().encode(large.slice(0, 3000)),
      new TextEncoder().encode(large.slice(3000)),
    ];
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    expect(await post(streamed)).toEqual(tooLarge);
  });

  it('given one client address signing up again and again / past the allowance it gets 429, others still sign up', async () => {
    const address = freshAddress();
    for (let n = 0; n < SIGNUPS_PER_WINDOW; n++) {
      expect((await post(signup(`burst${n}@example.org`), { address })).status).toBe(201);
    }
    expect(await post(signup('burst-over@example.org'), { address })).toEqual({
      status: 429,
      body: { message: SERVER_MESSAGES.signupsLimited(SIGNUP_WINDOW_SECONDS * 1000) },
    });
    expect((await post(signup('someone-else@example.org'))).status).toBe(201);
  });

  it('given a bad address / it is refused with the domain message, not counted against the allowance', async () => {
    const address = freshAddress();
    for (let n = 0; n <= SIGNUPS_PER_WINDOW; n++) {
      expect(await post(signup('not-an-address'), { address })).toEqual({
        status: 400,
        body: { message: MESSAGES.emailInvalid },
      });
    }
    expect((await post(signup('after-typos@example.org'), { address })).status).toBe(201);
  });
});
