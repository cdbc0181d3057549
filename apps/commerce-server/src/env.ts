import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OrderLimits, StartServerOptions } from './config';
import { DATA_DIR_PATH } from './data-dir';
import { newsletterKeyFromEnv } from './http/newsletter-key';
import { createWebhookMailer } from './mail/mailer';
import { compileProxyTrust } from './proxy-trust';

type Env = Record<string, string | undefined>;

/** The shortest JWT secret accepted in production: 32 bytes written as hex. */
const MIN_SECRET_LENGTH = 64;

/**
 * Settings every instance must share in production, where nothing falls back to a per-machine
 * default: tokens signed by one instance must verify on the others, and payment redirects and
 * CORS must name the one storefront.
 */
const REQUIRED_IN_PRODUCTION = ['JWT_SECRET', 'STOREFRONT_URL'] as const;

/** A start refused for its configuration; the message names every variable at fault. */
export class ConfigError extends Error {}

/** The development JWT secret: generated on first start and kept in the data folder. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function positiveWhole(env: Env, name: string, problems: string[]): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (Number.isInteger(number) && number > 0) return number;
  problems.push(`${name} must be a positive whole number, not "${value}"`);
  return undefined;
}

/** The environment variable of each order limit (each a positive whole number, a percentage at most 100). */
const ORDER_LIMIT_VARIABLES: Record<keyof OrderLimits, string> = {
  maxUnitsPerOrder: 'COMMERCE_MAX_UNITS_PER_ORDER',
  unpaidOrdersPerSession: 'COMMERCE_UNPAID_ORDERS_PER_SESSION',
  unpaidOrdersPerClient: 'COMMERCE_UNPAID_ORDERS_PER_CLIENT',
  unpaidUnitsPerSession: 'COMMERCE_UNPAID_UNITS_PER_SESSION',
  unpaidUnitsPerClient: 'COMMERCE_UNPAID_UNITS_PER_CLIENT',
  unpaidPercentOfStock: 'COMMERCE_UNPAID_PERCENT_OF_STOCK',
  checkoutsPerSessionPerHour: 'COMMERCE_CHECKOUTS_PER_SESSION_PER_HOUR',
  checkoutsPerClientPerHour: 'COMMERCE_CHECKOUTS_PER_CLIENT_PER_HOUR',
  checkoutsPerEmailPerHour: 'COMMERCE_CHECKOUTS_PER_EMAIL_PER_HOUR',
  orderEmailsPerRecipientPerHour: 'COMMERCE_ORDER_EMAILS_PER_RECIPIENT_PER_HOUR',
};

/** The order limits the environment sets; a limit it leaves unset keeps its default. */
function orderLimitsFromEnv(env: Env, problems: string[]): Partial<OrderLimits> {
  const limits: Partial<OrderLimits> = {};
  for (const [limit, name] of Object.entries(ORDER_LIMIT_VARIABLES)) {
    const value = positiveWhole(env, name, problems);
    if (value !== undefined) limits[limit as keyof OrderLimits] = value;
  }
  if ((limits.unpaidPercentOfStock ?? 0) > 100) {
    problems.push(
      `COMMERCE_UNPAID_PERCENT_OF_STOCK must be a percentage from 1 to 100, not "${limits.unpaidPercentOfStock}"`,
    );
  }
  return limits;
}

/** A switch written `1` (on) or `0` (off); unset or empty keeps the default. */
function onOrOff(env: Env, name: string, problems: string[]): boolean | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (value === '1' || value === '0') return value === '1';
  problems.push(`${name} must be 1 or 0, not "${value}"`);
  return undefined;
}

/** COMMERCE_TRUST_PROXY as given, once proxy-addr has read it; unset or empty trusts no proxy. */
function trustProxyFromEnv(env: Env, problems: string[]): string | undefined {
  const value = env.COMMERCE_TRUST_PROXY?.trim();
  if (!value) return undefined;
  try {
    compileProxyTrust(value);
    return value;
  } catch (error) {
    problems.push(
      `COMMERCE_TRUST_PROXY must be a number of hops or comma-separated addresses, subnets, loopback, linklocal or uniquelocal, not "${value}" (${(error as Error).message})`,
    );
    return undefined;
  }
}

function productionProblems(env: Env): string[] {
  const problems = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]).map(
    (name) => `${name} is required in production (every instance must be given the same value)`,
  );
  if (env.JWT_SECRET && env.JWT_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return problems;
}

/**
 * The server's options from the environment: PORT, HOST, COMMERCE_DATABASE_URL (PostgreSQL) or
 * DATABASE_PATH (SQLite, the default), JWT_SECRET, STOREFRONT_URL, COMMERCE_PUBLIC_URL,
 * NEWSLETTER_API_KEY, AUTH_TOKEN_LIFETIME_SECONDS, REFRESH_TOKEN_LIFETIME_SECONDS, SUPPORT_EMAIL
 * (as the storefront reads it), LOG_REQUESTS, COMMERCE_INSTANCE_ID, COMMERCE_TRUST_PROXY,
 * COMMERCE_MAIL_WEBHOOK_URL, COMMERCE_EXTENSIONS (with the upstream profile's
 * COMMERCE_UPSTREAM_OFFSET_PAGINATION and COMMERCE_UPSTREAM_GENERATE_PASSWORD),
 * COMMERCE_PAYMENT_GATEWAYS, COMMERCE_HOLD_STOCK_MINUTES and the order limits
 * ({@link ORDER_LIMIT_VARIABLES}).
 *
 * @param env - the environment, `process.env` unless a test passes its own
 * @param dataDir - where a development start keeps its SQLite file and JWT secret
 * @returns the options for `startServer`
 * @throws ConfigError listing every problem: in production (NODE_ENV=production) a missing
 *   JWT_SECRET or STOREFRONT_URL or a short secret; anywhere, a malformed number, database URL,
 *   public URL, trusted proxy or switch
 */
export function serverOptionsFromEnv(
  env: Env = process.env,
  dataDir = DATA_DIR_PATH,
): StartServerOptions {
  const production = env.NODE_ENV === 'production';
  const problems = production ? productionProblems(env) : [];
  const port = env.PORT === undefined ? 4000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    problems.push(`PORT must be a port number, not "${env.PORT}"`);
  }
  const lifetime = positiveWhole(env, 'AUTH_TOKEN_LIFETIME_SECONDS', problems);
  const refreshLifetime = positiveWhole(env, 'REFRESH_TOKEN_LIFETIME_SECONDS', problems);
  const holdStockMinutes = positiveWhole(env, 'COMMERCE_HOLD_STOCK_MINUTES', problems);
  const orderLimits = orderLimitsFromEnv(env, problems);
  const trustProxy = trustProxyFromEnv(env, problems);
  const upstream = {
    offsetPagination: onOrOff(env, 'COMMERCE_UPSTREAM_OFFSET_PAGINATION', problems),
    generatePassword: onOrOff(env, 'COMMERCE_UPSTREAM_GENERATE_PASSWORD', problems),
  };
  const databaseUrl = env.COMMERCE_DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('COMMERCE_DATABASE_URL must be a postgres:// URL');
  }
  const publicUrl = env.COMMERCE_PUBLIC_URL || undefined;
  if (publicUrl && !URL.canParse(publicUrl)) {
    problems.push(`COMMERCE_PUBLIC_URL must be a URL, not "${publicUrl}"`);
  } else if (publicUrl && !/^https?:$/.test(new URL(publicUrl).protocol)) {
    problems.push(`COMMERCE_PUBLIC_URL must be an http(s) URL, not "${publicUrl}"`);
  }
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    ...(databaseUrl
      ? { databaseUrl }
      : { databasePath: env.DATABASE_PATH ?? join(dataDir, 'commerce.sqlite') }),
    jwtSecret: env.JWT_SECRET || developmentSecret(dataDir),
    storefrontUrl: env.STOREFRONT_URL,
    publicUrl,
    newsletterApiKey: newsletterKeyFromEnv(env),
    authTokenLifetimeMs: lifetime === undefined ? undefined : lifetime * 1000,
    refreshTokenLifetimeMs: refreshLifetime === undefined ? undefined : refreshLifetime * 1000,
    site: env.SUPPORT_EMAIL?.trim() ? { email: env.SUPPORT_EMAIL.trim() } : undefined,
    log: env.LOG_REQUESTS === '1',
    instanceId: env.COMMERCE_INSTANCE_ID || undefined,
    trustProxy,
    extensions: env.COMMERCE_EXTENSIONS !== 'off',
    upstream,
    holdStockMinutes,
    orderLimits,
    paymentGateways: env.COMMERCE_PAYMENT_GATEWAYS?.trim()
      ? env.COMMERCE_PAYMENT_GATEWAYS.split(',').map((id) => id.trim())
      : undefined,
    mailer: env.COMMERCE_MAIL_WEBHOOK_URL
      ? createWebhookMailer(env.COMMERCE_MAIL_WEBHOOK_URL)
      : undefined,
  };
}
