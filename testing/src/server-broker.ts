import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startCommerceServer, type TestCommerceServer } from './commerce-server';

/** A running broker: where to ask it for servers, and how to stop it with every server it started. */
export interface ServerBroker {
  /** Its base URL: `POST {url}/servers` starts a server, `DELETE {url}/servers/{id}` stops it. */
  url: string;
  close(): Promise<void>;
}

/** What `POST /servers` answers. */
export interface BrokeredServer {
  id: string;
  endpoint: string;
  origin: string;
}

/**
 * Starts a loopback HTTP service that starts and stops commerce servers on request, each with a
 * fresh database of the run's engine.
 *
 * @param postgresAdminUrl - the run's PostgreSQL admin URL, or undefined on SQLite
 * @returns the broker
 * @remarks It lets test suites of library packages (the SDK) use a real server while their
 * dependency graph names no app: they talk to the broker over HTTP and import nothing of the
 * server.
 */
export async function startServerBroker(
  postgresAdminUrl: string | undefined,
): Promise<ServerBroker> {
  const servers = new Map<string, TestCommerceServer>();
  const http = createServer((request, response) => {
    const answer = (status: number, body?: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const path = new URL(request.url ?? '/', 'http://broker').pathname;
    if (request.method === 'POST' && path === '/servers') {
      startCommerceServer(postgresAdminUrl).then(
        (started) => {
          const id = randomUUID();
          servers.set(id, started);
          const body: BrokeredServer = { id, endpoint: started.endpoint, origin: started.origin };
          answer(201, body);
        },
        (error: unknown) => answer(500, { error: String(error) }),
      );
      return;
    }
    const id = /^\/servers\/([\w-]+)$/.exec(path)?.[1];
    const started = id === undefined ? undefined : servers.get(id);
    if (request.method === 'DELETE' && id !== undefined && started) {
      servers.delete(id);
      started.server.close().then(
        () => answer(204),
        (error: unknown) => answer(500, { error: String(error) }),
      );
      return;
    }
    answer(404, { error: `no ${request.method} ${path}` });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await Promise.all([...servers.values()].map((started) => started.server.close()));
      servers.clear();
      await new Promise<void>((resolve, reject) =>
        http.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
