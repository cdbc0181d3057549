import { afterEach, describe, expect, it } from 'vitest';
import { subscribeToNewsletter } from './newsletter';
import { type LoopbackAnswer, type LoopbackServer, startLoopback } from './testing/loopbackServer';

const NOW = Date.UTC(2026, 0, 2, 3, 4, 5);
let server: LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function subscribe(answer: LoopbackAnswer, email = 'ann@example.com') {
  server = await startLoopback(() => answer);
  return subscribeToNewsletter(email, { endpoint: server.url, now: () => NOW });
}

describe('subscribeToNewsletter', () => {
  it.each([200, 201])('given status %i, it succeeds', async (status) => {
    expect(await subscribe({ status, body: { id: 1 } })).toEqual({ ok: true, value: undefined });
  });

  it('posts the trimmed email, status subscribed and the ISO status date as JSON', async () => {
    await subscribe({ status: 201, body: {} }, '  ann@example.com ');
    const request = server?.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      email: 'ann@example.com',
      status: 'subscribed',
      statusDate: '2026-01-02T03:04:05.000Z',
    });
  });

  it("given a 400 with the provider's message, it returns that message", async () => {
    const result = await subscribe({ status: 400, body: { message: 'Contact already exist' } });
    expect(result).toEqual({ ok: false, error: 'Contact already exist' });
  });

  it.each<[string, LoopbackAnswer]>([
    ['a 500 without a body', { status: 500 }],
    ['a 202, which is not a success status', { status: 202, body: {} }],
    ['a 400 with an HTML body', { status: 400, body: '<h1>Bad</h1>' }],
  ])('given %s, it returns the generic failure', async (_label, answer) => {
    expect(await subscribe(answer)).toEqual({
      ok: false,
      error: 'Subscription failed. Please try again.',
    });
  });

  it('given the route unreachable, it returns the generic failure instead of throwing', async () => {
    const closed = await startLoopback(() => ({ status: 201 }));
    await closed.close();
    const result = await subscribeToNewsletter('a@b.co', { endpoint: closed.url });
    expect(result).toEqual({ ok: false, error: 'Subscription failed. Please try again.' });
  });
});
