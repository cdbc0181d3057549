import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the test's server answers to one request. */
export interface LoopbackAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. Omit for an empty body. */
  body?: unknown;
}

export interface LoopbackRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface LoopbackServer {
  url: string;
  /** Every request received, oldest first. */
  requests: LoopbackRequest[];
  close(): Promise<void>;
}

/**
 * Starts a real HTTP server on 127.0.0.1 with an ephemeral port whose answers the test chooses,
 * so transport tests exercise the real fetch, headers and bodies rather than a mocked fetch.
 * It allows any origin, so hook tests in happy-dom can reach it too.
 */
export async function startLoopback(
  answer: (request: LoopbackRequest) => LoopbackAnswer,
): Promise<LoopbackServer> {
  const requests: LoopbackRequest[] = [];
  const server = createServer((req, res) => {
    // Tests in happy-dom fetch cross-origin, so the browser's preflight is answered here and
    // never reaches the test's answer or its request log.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-expose-headers', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-headers': '*',
        'access-control-allow-methods': '*',
      });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: LoopbackRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const { status = 200, headers = {}, body } = answer(request);
      const payload =
        body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      const contentType = typeof body === 'string' ? 'text/plain' : 'application/json';
      res.writeHead(status, { 'content-type': contentType, ...headers });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
