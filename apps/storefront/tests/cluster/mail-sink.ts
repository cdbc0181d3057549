import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the mail API stand-in received: each message's idempotency key and recipient. */
export interface Delivery {
  key: string;
  to: string;
  subject: string;
}

/**
 * A stand-in for the transactional e-mail provider the instances post the outbox to: it keeps
 * every delivery, repeats included, and lists them at `GET /deliveries`.
 *
 * @returns its URL and its stop
 */
export async function startMailSink(): Promise<{ url: string; stop: () => Promise<void> }> {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(deliveries));
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const message = JSON.parse(body) as { to: string; subject: string };
      deliveries.push({
        key: String(req.headers['idempotency-key']),
        to: message.to,
        subject: message.subject,
      });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/deliveries`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
