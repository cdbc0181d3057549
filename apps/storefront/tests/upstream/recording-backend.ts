import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One GraphQL operation the storefront's server sent, and whether the backend refused it. */
export interface SentOperation {
  name: string;
  /** The answer carried `errors` (or was not a 2xx). */
  refused: boolean;
}

/** A pass-through in front of the commerce server that notes every operation sent through it. */
export interface RecordingBackend {
  /** Its GraphQL endpoint, to start a storefront on. */
  url: string;
  /** The operations sent so far, in order; clear it with `length = 0`. */
  operations: SentOperation[];
  stop: () => Promise<void>;
}

function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => done(Buffer.concat(chunks)));
    request.on('error', fail);
  });
}

/** Headers that describe one hop's transfer, not the message. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding']);

/** Options of {@link recordingBackend}. */
export interface RecordingOptions {
  /** How long to hold an operation's answer back, by its name (a slow backend); 0 by default. */
  delayOf?: (operationName: string) => number;
}

/** The operation's name of a GraphQL POST body, or null for anything else. */
function operationNameOf(body: Buffer): string | null {
  try {
    const sent = JSON.parse(body.toString('utf8') || '{}') as { operationName?: string };
    return sent.operationName ?? '(anonymous)';
  } catch {
    return null;
  }
}

/**
 * Starts a loopback HTTP server that forwards every request to the commerce server's origin and
 * records each GraphQL operation's name and whether its answer was a refusal.
 *
 * @param graphqlUrl - the commerce server's GraphQL endpoint
 * @param options - answers to hold back, as a slow backend would
 * @returns the recorder, its endpoint and its stop
 */
export async function recordingBackend(
  graphqlUrl: string,
  options: RecordingOptions = {},
): Promise<RecordingBackend> {
  const target = new URL(graphqlUrl);
  const operations: SentOperation[] = [];
  const server = createServer(async (request, response) => {
    try {
      const body = await bodyOf(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (!HOP_HEADERS.has(name) && typeof value === 'string') headers.set(name, value);
      }
      const answer = await fetch(new URL(request.url ?? '/', target.origin), {
        method: request.method,
        headers,
        body:
          request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
      });
      const answered = Buffer.from(await answer.arrayBuffer());
      const isOperation =
        request.method === 'POST' &&
        new URL(request.url ?? '/', target).pathname === target.pathname;
      const delay = isOperation ? (options.delayOf?.(operationNameOf(body) ?? '') ?? 0) : 0;
      if (delay > 0) await new Promise((wait) => setTimeout(wait, delay));
      if (isOperation) {
        const sent = JSON.parse(body.toString('utf8') || '{}') as { operationName?: string };
        const read = (() => {
          try {
            return JSON.parse(answered.toString('utf8')) as { errors?: unknown[] };
          } catch {
            return { errors: ['unreadable'] };
          }
        })();
        operations.push({
          name: sent.operationName ?? '(anonymous)',
          refused: !answer.ok || (read.errors?.length ?? 0) > 0,
        });
      }
      const outgoing: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && !HOP_HEADERS.has(name)) outgoing[name] = value;
      });
      response.writeHead(answer.status, outgoing).end(answered);
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${target.pathname}`,
    operations,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}
