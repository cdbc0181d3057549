import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartServerOptions } from '../config';
import { startServer } from '../testing/test-server';

async function outboxStatus(options: StartServerOptions): Promise<number> {
  const server = await startServer({ port: 0, ...options });
  try {
    return (await fetch(`${server.origin}/dev/outbox`)).status;
  } finally {
    await server.close();
  }
}

describe('the development outbox (GET /dev/outbox)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('given a start without the opt-in, even in development mode, it is not served', async () => {
    vi.stubEnv('COMMERCE_DEV_OUTBOX', '');
    expect(await outboxStatus({ dev: true })).toBe(404);
  });

  it('given COMMERCE_DEV_OUTBOX=1 or the devOutbox option, it is served', async () => {
    vi.stubEnv('COMMERCE_DEV_OUTBOX', '1');
    expect(await outboxStatus({})).toBe(200);
    vi.stubEnv('COMMERCE_DEV_OUTBOX', '');
    expect(await outboxStatus({ devOutbox: true })).toBe(200);
  });

  it('given NODE_ENV=production, it is not served even when opted in', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('COMMERCE_DEV_OUTBOX', '1');
    expect(await outboxStatus({ devOutbox: true })).toBe(404);
  });
});
