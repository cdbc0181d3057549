import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR_PATH as DATA_DIR } from './data-dir';
import { startServer } from './server';

/** The JWT secret: JWT_SECRET, or one generated on first start and kept in the data folder. */
function jwtSecret(): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = join(DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const server = await startServer({
  port: Number(process.env.PORT ?? 4000),
  host: process.env.HOST ?? '127.0.0.1',
  databasePath: process.env.DATABASE_PATH ?? join(DATA_DIR, 'commerce.sqlite'),
  jwtSecret: jwtSecret(),
  storefrontUrl: process.env.STOREFRONT_URL,
  newsletterApiKey: process.env.NEWSLETTER_API_KEY,
  log: process.env.LOG_REQUESTS === '1',
});
console.log(`commerce server ready at ${server.url}`);

const stop = () => {
  server.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
