import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR_PATH as DATA_DIR } from './data-dir';
import { newsletterKeyFromEnv } from './http/newsletter-key';
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

/** AUTH_TOKEN_LIFETIME_SECONDS as milliseconds; unset keeps the default of 7 days. */
function authTokenLifetimeMs(): number | undefined {
  const value = process.env.AUTH_TOKEN_LIFETIME_SECONDS;
  if (value === undefined || value === '') return undefined;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds <= 0) {
    throw new Error(`AUTH_TOKEN_LIFETIME_SECONDS must be a positive whole number, not "${value}"`);
  }
  return seconds * 1000;
}

const server = await startServer({
  port: Number(process.env.PORT ?? 4000),
  host: process.env.HOST ?? '127.0.0.1',
  databasePath: process.env.DATABASE_PATH ?? join(DATA_DIR, 'commerce.sqlite'),
  jwtSecret: jwtSecret(),
  storefrontUrl: process.env.STOREFRONT_URL,
  newsletterApiKey: newsletterKeyFromEnv(),
  authTokenLifetimeMs: authTokenLifetimeMs(),
  log: process.env.LOG_REQUESTS === '1',
});
console.log(`commerce server ready at ${server.url}`);

const stop = () => {
  server.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
