import { describe, expect, it, vi } from 'vitest';
import { type CacheLifetime, createSubrequestCache } from './subrequestCache.server';

const ENDPOINT = 'http://127.0.0.1:4000/graphql';
const LIFETIME: CacheLifetime = { freshMs: 1_000, staleMs: 10_000 };
const OPERATIONS = { GetProducts: LIFETIME, GetPosts: LIFETIME };

/** A request as urql's fetch exchange sends it. */
function request(operationName: string, variables: Record<string, unknown> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName, query: `query ${operationName} { x }`, variables }),
  };
}

/** A backend that answers `{ data: { n } }`, counting up with every call, unless told to fail. */
function backend() {
  let calls = 0;
  const answers: (() => Response | Promise<Response>)[] = [];
  const fetch = vi.fn(async () => {
    calls += 1;
    const next = answers.shift();
    if (next) return next();
    return Response.json({ data: { n: calls } });
  });
  return { fetch, fail: (answer: () => Response | Promise<Response>) => answers.push(answer) };
}

function setup(options: { maxBytes?: number } = {}) {
  const clock = { now: 0 };
  const server = backend();
  const cache = createSubrequestCache({
    fetch: server.fetch as typeof fetch,
    operations: OPERATIONS,
    now: () => clock.now,
    ...options,
  });
  const read = async (init: RequestInit) => (await cache.fetch(ENDPOINT, init)).json();
  return { clock, server, cache, read };
}

describe('the subrequest cache', () => {
  it('given a fresh answer / it serves it again without asking the backend', async () => {
    const { server, read, clock } = setup();
    expect(await read(request('GetProducts'))).toEqual({ data: { n: 1 } });
    clock.now = 999;
    expect(await read(request('GetProducts'))).toEqual({ data: { n: 1 } });
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('given other variables / it keys them apart', async () => {
    const { server, read } = setup();
    await read(request('GetProducts', { category: 'powders' }));
    expect(await read(request('GetProducts', { category: 'peptides' }))).toEqual({
      data: { n: 2 },
    });
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('given a stale answer / it serves it and refetches once in the background', async () => {
    const { server, read, clock } = setup();
    await read(request('GetProducts'));
    let release = () => {};
    server.fail(
      () =>
        new Promise((resolve) => {
          release = () => resolve(Response.json({ data: { n: 'refetched' } }));
        }),
    );
    clock.now = 5_000;
    expect(await read(request('GetProducts'))).toEqual({ data: { n: 1 } });
    expect(await read(request('GetProducts'))).toEqual({ data: { n: 1 } });
    expect(server.fetch).toHaveBeenCalledTimes(2);
    release();
    await vi.waitFor(async () =>
      expect(await read(request('GetProducts'))).toEqual({ data: { n: 'refetched' } }),
    );
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('given an answer past its stale lifetime / it waits for a new one', async () => {
    const { server, read, clock } = setup();
    await read(request('GetProducts'));
    clock.now = 11_000;
    expect(await read(request('GetProducts'))).toEqual({ data: { n: 2 } });
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('given concurrent misses / they share one backend call', async () => {
    const { server, read } = setup();
    const answers = await Promise.all([read(request('GetPosts')), read(request('GetPosts'))]);
    expect(answers).toEqual([{ data: { n: 1 } }, { data: { n: 1 } }]);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('given GraphQL errors, an HTTP error or a failed fetch / it passes them on and keeps nothing', async () => {
    const { server, read, cache } = setup();
    server.fail(() => Response.json({ data: null, errors: [{ message: 'Boom' }] }));
    expect(await read(request('GetProducts'))).toEqual({
      data: null,
      errors: [{ message: 'Boom' }],
    });
    server.fail(() => new Response('Bad gateway', { status: 502 }));
    expect((await cache.fetch(ENDPOINT, request('GetProducts'))).status).toBe(502);
    server.fail(() => Promise.reject(new TypeError('fetch failed')));
    await expect(cache.fetch(ENDPOINT, request('GetProducts'))).rejects.toThrow('fetch failed');
    expect(cache.size()).toBe(0);
    expect(await read(request('GetProducts'))).toEqual({ data: { n: 4 } });
  });

  it('given a failed background refetch / it keeps serving the stale answer', async () => {
    const { server, read, clock } = setup();
    await read(request('GetProducts'));
    clock.now = 5_000;
    server.fail(() => Promise.reject(new TypeError('fetch failed')));
    expect(await read(request('GetProducts'))).toEqual({ data: { n: 1 } });
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2));
    expect(await read(request('GetProducts'))).toEqual({ data: { n: 1 } });
  });

  it('given more answers than fit / it drops the least recently used', async () => {
    const answerBytes = JSON.stringify({ data: { n: 1 } }).length;
    const { server, read, cache } = setup({ maxBytes: answerBytes * 2 });
    await read(request('GetProducts', { page: 1 }));
    await read(request('GetProducts', { page: 2 }));
    await read(request('GetProducts', { page: 1 }));
    await read(request('GetProducts', { page: 3 }));
    expect(cache.size()).toBe(2);
    await read(request('GetProducts', { page: 1 }));
    expect(server.fetch).toHaveBeenCalledTimes(3);
    await read(request('GetProducts', { page: 2 }));
    expect(server.fetch).toHaveBeenCalledTimes(4);
  });

  it('given a shopper operation, a mutation or a session header / it always asks the backend', async () => {
    const { server, read, cache } = setup();
    await read(request('GetCart'));
    await read(request('GetCart'));
    await read({ ...request('GetProducts'), headers: { 'woocommerce-session': 'Session abc' } });
    await read({ ...request('GetProducts'), headers: { authorization: 'Bearer abc' } });
    await read({ ...request('GetProducts'), headers: { authorization: 'Bearer abc' } });
    expect(server.fetch).toHaveBeenCalledTimes(5);
    expect(cache.size()).toBe(0);
  });
});
