import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESSION_HEADER } from '@peptide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningBalancer, startBalancer } from './balancer';

interface Seen {
  forwardedFor: string | undefined;
  host: string | undefined;
  cookie: string | undefined;
}

/** A server that answers its own name, with the size of the body it received. */
function namedServer(name: string, seen: Seen[]): Promise<Server> {
  const server = createServer((request: IncomingMessage, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      seen.push({
        forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
        host: request.headers.host,
        cookie: request.headers.cookie,
      });
      response.setHeader('x-served-by', name);
      response.setHeader(SESSION_HEADER, `session-from-${name}`);
      response.setHeader('set-cookie', `instance=${name}; Path=/`);
      response.end(JSON.stringify({ name, bytes }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('given two servers behind the balancer', () => {
  const seen: Seen[] = [];
  let servers: Server[] = [];
  let balancer: RunningBalancer;

  beforeAll(async () => {
    servers = [await namedServer('a', seen), await namedServer('b', seen)];
    balancer = await startBalancer(servers.map(origin));
  });

  afterAll(async () => {
    await balancer?.stop();
    for (const server of servers) server.close();
  });

  it('sends 10 requests strictly in turn to one and the other, whatever the cookie says', async () => {
    const names: string[] = [];
    let cookie = '';
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${balancer.url}/graphql`, {
        headers: cookie ? { cookie } : {},
      });
      cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      names.push(((await response.json()) as { name: string }).name);
    }
    const first = names[0];
    const second = first === 'a' ? 'b' : 'a';
    expect(names).toEqual(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? first : second)));
  });

  it('passes the upstream’s response headers through unchanged', async () => {
    const response = await fetch(`${balancer.url}/graphql`);
    const name = response.headers.get('x-served-by');
    expect(['a', 'b']).toContain(name);
    expect(response.headers.get(SESSION_HEADER)).toBe(`session-from-${name}`);
  });

  it('passes the Host and X-Forwarded-For headers to the upstream', async () => {
    seen.length = 0;
    await fetch(`${balancer.url}/graphql`);
    expect(seen[0]?.host).toBe(new URL(balancer.url).host);
    expect(seen[0]?.forwardedFor).toBe('127.0.0.1');
  });

  it('passes a POST body of 500 KB through whole', async () => {
    const body = JSON.stringify({ query: `{ __typename }`, padding: 'x'.repeat(500 * 1024) });
    const response = await fetch(`${balancer.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { bytes: number }).bytes).toBe(Buffer.byteLength(body));
  });
});

describe('after stop()', () => {
  it('the balancer’s port no longer answers', async () => {
    const server = await namedServer('a', []);
    const balancer = await startBalancer([origin(server)]);
    expect((await fetch(balancer.url)).status).toBe(200);
    await balancer.stop();
    await expect(fetch(balancer.url)).rejects.toThrow();
    server.close();
  });
});
