import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now, as the operating system picks it.
 *
 * @returns the port number
 * @remarks The port is free when this returns, not reserved: a caller that hands it to another
 * process (PostgreSQL, nginx) retries with a new port when that process finds it taken.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
