import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Shopper } from '../testing/shopper';
import { startServer } from '../testing/test-server';
import { createHealth, type Health } from './health';

/** Serves one health object over real HTTP; answers the status and body of a path. */
async function ask(health: Health, path: '/healthz' | '/readyz') {
  const server = createServer((_, res) => void health.answer(res, path));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, body: await response.json() };
  } finally {
    server.close();
  }
}

describe('health checks', () => {
  it('given a database that answers, both checks pass; once draining, readiness fails', async () => {
    const health = createHealth(async () => 1);
    expect(await ask(health, '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await ask(health, '/readyz')).toEqual({ status: 200, body: { status: 'ok' } });
    health.drain();
    expect(await ask(health, '/readyz')).toEqual({ status: 503, body: { status: 'draining' } });
    expect((await ask(health, '/healthz')).status).toBe(200);
  });

  it('given a database that fails or does not answer, both checks answer 503', async () => {
    const failing = createHealth(() => Promise.reject(new Error('connection refused')));
    expect(await ask(failing, '/healthz')).toEqual({
      status: 503,
      body: { status: 'database unavailable' },
    });
    const silent = createHealth(() => new Promise(() => undefined));
    expect((await ask(silent, '/readyz')).status).toBe(503);
  }, 10_000);

  it('given a running server, /healthz and /readyz answer from its database, and x-served-by names it', async () => {
    const server = await startServer({ port: 0, instanceId: 'api-7' });
    try {
      for (const path of ['/healthz', '/readyz']) {
        const response = await fetch(`${server.origin}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('x-served-by')).toBe('api-7');
      }
    } finally {
      await server.close();
    }
  });

  it('given a request in progress when the server drains, it is answered, and then no connection is taken', async () => {
    const server = await startServer({ port: 0 });
    const shopper = new Shopper(server);
    const inProgress = shopper.send(
      'mutation { login(input: { username: "nobody@example.com", password: "Wrong-pass-phrase-1" }) { authToken } }',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await server.drain();
    const answer = await inProgress;
    expect(answer.status).toBe(200);
    expect(answer.errors?.[0]?.message).toBeTruthy();
    await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow();
  });
});
