import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfig } from '../config.server';
import { requestGate } from './requestGate.server';

const SHOP = requestGate(
  serverConfig({ NODE_ENV: 'production', STOREFRONT_URL: 'https://shop.example' }),
);

const request = (host: string | string[] | null, url = '/', method = 'GET') => ({
  method,
  url,
  rawHeaders: (host === null ? [] : [host].flat()).flatMap((value) => ['Host', value]),
});

type Gate = ReturnType<typeof requestGate>;

const statusOf = (gate: Gate, ...args: Parameters<typeof request>) =>
  gate(request(...args))?.status ?? 'served';

describe('requestGate', () => {
  it('given the storefront URL’s host, with or without its default port / it is served', () => {
    for (const host of ['shop.example', 'shop.example:443', 'SHOP.example']) {
      expect(statusOf(SHOP, host), host).toBe('served');
    }
  });

  it('given another host, in production / it is refused as misdirected, loopback included', () => {
    for (const host of ['evil.example', 'shop.example:8443', 'shop.example.', 'localhost:3000']) {
      expect(statusOf(SHOP, host), host).toBe(421);
    }
  });

  it('given a storefront URL on loopback or outside production / the loopback names are served on any port', () => {
    const local = requestGate(
      serverConfig({ NODE_ENV: 'production', STOREFRONT_URL: 'http://127.0.0.1:41234' }),
    );
    for (const host of ['127.0.0.1:41234', 'localhost:41234', '[::1]:41234', 'localhost']) {
      expect(statusOf(local, host), host).toBe('served');
    }
    expect(statusOf(local, 'evil.example:41234')).toBe(421);
    const development = requestGate(serverConfig({ STOREFRONT_URL: 'https://shop.example' }));
    expect(statusOf(development, 'localhost:5173')).toBe('served');
    expect(statusOf(development, 'evil.example')).toBe(421);
  });

  it('given STOREFRONT_ALLOWED_HOSTS / a name is served on any port, a name with a port on that one', () => {
    const hosts = requestGate(
      serverConfig({
        NODE_ENV: 'production',
        STOREFRONT_URL: 'https://shop.example',
        STOREFRONT_ALLOWED_HOSTS: 'lb.internal,10.0.0.7:3000',
      }),
    );
    expect(statusOf(hosts, 'lb.internal:8080')).toBe('served');
    expect(statusOf(hosts, '10.0.0.7:3000')).toBe('served');
    expect(statusOf(hosts, '10.0.0.7:3001')).toBe(421);
  });

  it('given a malformed, empty, repeated or missing Host / it is refused as a bad request', () => {
    for (const host of [
      'a b',
      '<x>',
      '',
      'x:99999',
      'x:0',
      'shop.example:',
      'a\tb',
      '::1',
      'a/b',
    ]) {
      expect(statusOf(SHOP, host), JSON.stringify(host)).toBe(400);
    }
    expect(statusOf(SHOP, null)).toBe(400);
    expect(statusOf(SHOP, ['shop.example', 'evil.example'])).toBe(400);
    expect(statusOf(SHOP, ['shop.example', 'shop.example'])).toBe(400);
  });

  it('given a target that is not a path / it is refused as a bad request', () => {
    for (const url of ['*', 'http://other/', 'https://shop.example/', 'shop.example:443', '']) {
      expect(statusOf(SHOP, 'shop.example', url), url).toBe(400);
    }
  });

  it('given a method other than GET, HEAD and POST / it is refused as not allowed, naming those three', () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'get']) {
      const refusal = SHOP(request('shop.example', '/shop', method));
      expect(refusal?.status, method).toBe(405);
      expect(refusal?.headers, method).toMatchObject({
        Allow: 'GET, HEAD, POST',
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      });
      expect(refusal?.body, method).toBe('Method Not Allowed');
    }
    for (const method of ['GET', 'HEAD', 'POST']) {
      expect(statusOf(SHOP, 'shop.example', '/shop', method), method).toBe('served');
    }
  });

  it('given a method not allowed on a host the shop does not serve / the host is what is refused', () => {
    expect(statusOf(SHOP, 'evil.example', '/', 'PUT')).toBe(421);
    expect(statusOf(SHOP, 'a b', '/', 'PUT')).toBe(400);
  });

  it('given a refusal / nothing may keep it and its connection closes', () => {
    const refusal = SHOP(request('evil.example'));
    expect(refusal?.headers).toMatchObject({
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      Connection: 'close',
    });
  });

  it('given a STOREFRONT_URL that is no http(s) URL / the server does not start', () => {
    expect(() =>
      requestGate({ storefrontUrl: 'shop.example', allowedHosts: [], answersLoopback: false }),
    ).toThrow(/STOREFRONT_URL/);
    expect(() =>
      requestGate({
        storefrontUrl: 'ftp://shop.example',
        allowedHosts: [],
        answersLoopback: false,
      }),
    ).toThrow(/STOREFRONT_URL/);
  });
});

describe('the gate on a real HTTP server, through raw sockets on loopback', () => {
  let server: Server;
  let port = 0;
  /** The targets that got past the gate, as the handler behind it saw them. */
  const reached: string[] = [];

  beforeAll(async () => {
    // Wired as server.js wires it: the gate before anything reads the request.
    let gate: Gate | undefined;
    server = createServer((incoming, response) => {
      const refusal = gate?.(incoming);
      if (refusal) {
        response.writeHead(refusal.status, refusal.headers).end(refusal.body);
        return;
      }
      reached.push(incoming.url ?? '');
      response.end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
    gate = requestGate(
      serverConfig({ NODE_ENV: 'production', STOREFRONT_URL: `http://127.0.0.1:${port}` }),
    );
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** Sends bytes as they are and answers the status code of the reply (0 when none came). */
  const send = (bytes: string) =>
    new Promise<number>((resolve, reject) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)));
    });

  it('given the eleven malformed requests and two Host headers / each is answered 400 and none reaches the handler', async () => {
    const own = `127.0.0.1:${port}`;
    const malformed = [
      'GET / HTTP/1.1\r\nHost: a b\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: <x>\r\n\r\n',
      'GET / HTTP/1.1\r\nHost:\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x:99999\r\n\r\n',
      'GET / HTTP/1.0\r\n\r\n',
      'GET /shop HTTP/1.0\r\n\r\n',
      'HEAD / HTTP/1.0\r\n\r\n',
      `GET http://other/ HTTP/1.1\r\nHost: ${own}\r\n\r\n`,
      `GET http://${own}/ HTTP/1.1\r\nHost: ${own}\r\n\r\n`,
      `OPTIONS * HTTP/1.1\r\nHost: ${own}\r\n\r\n`,
      `GET * HTTP/1.1\r\nHost: ${own}\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${own}\r\nHost: evil.example\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: ${own}\r\nhost: ${own}\r\n\r\n`,
    ];
    for (const bytes of malformed) {
      expect(await send(bytes), JSON.stringify(bytes)).toBe(400);
    }
    expect(reached).toEqual([]);
  });

  it('given a host the shop does not serve / it is answered 421 and never reaches the handler', async () => {
    expect(await send('GET /product/x HTTP/1.1\r\nHost: evil.example\r\n\r\n')).toBe(421);
    expect(await send(`GET / HTTP/1.1\r\nHost: evil.example:${port}\r\n\r\n`)).toBe(421);
    expect(reached).toEqual([]);
  });

  it('given TRACE or PUT on the shop’s own host / it is answered 405 and never reaches the handler', async () => {
    const own = `127.0.0.1:${port}`;
    expect(await send(`TRACE / HTTP/1.1\r\nHost: ${own}\r\n\r\n`)).toBe(405);
    const put = `PUT /shop HTTP/1.1\r\nHost: ${own}\r\nContent-Length: 2\r\n\r\n{}`;
    expect(await send(put)).toBe(405);
    expect(reached).toEqual([]);
  });

  it('given the shop’s own host or a loopback name / the request reaches the handler', async () => {
    expect(await send(`GET /faqs HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`)).toBe(200);
    expect(await send(`GET /faqs HTTP/1.0\r\nHost: localhost:${port}\r\n\r\n`)).toBe(200);
    expect(reached).toEqual(['/faqs', '/faqs']);
  });
});
