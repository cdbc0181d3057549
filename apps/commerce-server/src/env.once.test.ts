import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_LIMITS, resolveConfig } from './config';
import { poolSize } from './db/postgres';
import { ConfigError, serverOptionsFromEnv } from './env';

const dataDir = () => mkdtempSync(join(tmpdir(), 'env-test-'));
const SECRET = 'a'.repeat(64);

describe('serverOptionsFromEnv', () => {
  it('given production without the shared settings, refuses to start and names each one', () => {
    expect(() => serverOptionsFromEnv({ NODE_ENV: 'production' }, dataDir())).toThrow(ConfigError);
    expect(() => serverOptionsFromEnv({ NODE_ENV: 'production' }, dataDir())).toThrow(
      /JWT_SECRET is required[\s\S]*STOREFRONT_URL is required/,
    );
  });

  it('given production with a short secret, refuses it', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'short', STOREFRONT_URL: 'https://shop' };
    expect(() => serverOptionsFromEnv(env, dataDir())).toThrow(/at least 64 characters/);
  });

  it('given production with every shared setting, uses them and no file of the machine', () => {
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      STOREFRONT_URL: 'https://shop.example',
      COMMERCE_DATABASE_URL: 'postgres://shop@db/peptide',
      COMMERCE_INSTANCE_ID: 'api-1',
    };
    expect(serverOptionsFromEnv(env, dataDir())).toMatchObject({
      jwtSecret: SECRET,
      storefrontUrl: 'https://shop.example',
      databaseUrl: 'postgres://shop@db/peptide',
      instanceId: 'api-1',
    });
    expect(serverOptionsFromEnv(env, dataDir())).not.toHaveProperty('databasePath');
  });

  it('given development without a secret, generates one once and keeps it in the data folder', () => {
    const folder = dataDir();
    const first = serverOptionsFromEnv({}, folder);
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(serverOptionsFromEnv({}, folder).jwtSecret).toBe(first.jwtSecret);
    expect(first.databasePath).toBe(join(folder, 'commerce.sqlite'));
  });

  it('given token lifetimes and the support address, the server takes them as the storefront does', () => {
    const env = {
      AUTH_TOKEN_LIFETIME_SECONDS: '3600',
      REFRESH_TOKEN_LIFETIME_SECONDS: '86400',
      SUPPORT_EMAIL: ' help@shop.example ',
    };
    expect(serverOptionsFromEnv(env, dataDir())).toMatchObject({
      authTokenLifetimeMs: 3_600_000,
      refreshTokenLifetimeMs: 86_400_000,
      site: { email: 'help@shop.example' },
    });
    expect(() =>
      serverOptionsFromEnv({ REFRESH_TOKEN_LIFETIME_SECONDS: 'forever' }, dataDir()),
    ).toThrow(/REFRESH_TOKEN_LIFETIME_SECONDS must be a positive whole number/);
  });

  it('given malformed numbers or a database URL of another kind, names each problem', () => {
    const env = {
      PORT: 'eighty',
      AUTH_TOKEN_LIFETIME_SECONDS: '-1',
      COMMERCE_DATABASE_URL: 'mysql://x',
    };
    expect(() => serverOptionsFromEnv(env, dataDir())).toThrow(
      /PORT must be[\s\S]*AUTH_TOKEN_LIFETIME_SECONDS must be[\s\S]*postgres:\/\/ URL/,
    );
  });
});

describe('the hold of unpaid orders and the order limits', () => {
  it('given none set, the server keeps WooCommerce’s 60-minute hold and the default limits', () => {
    const config = resolveConfig(serverOptionsFromEnv({}, dataDir()));
    expect(config.holdStockMinutes).toBe(60);
    expect(config.orderLimits).toEqual(DEFAULT_ORDER_LIMITS);
  });

  it('given a hold and some limits, takes them and keeps the defaults of the others', () => {
    const env = {
      COMMERCE_HOLD_STOCK_MINUTES: '15',
      COMMERCE_MAX_UNITS_PER_ORDER: '50',
      COMMERCE_UNPAID_ORDERS_PER_CLIENT: '25',
      COMMERCE_UNPAID_UNITS_PER_SESSION: '120',
      COMMERCE_UNPAID_UNITS_PER_CLIENT: '600',
      COMMERCE_UNPAID_PERCENT_OF_STOCK: '100',
      COMMERCE_ORDER_EMAILS_PER_RECIPIENT_PER_HOUR: '2',
    };
    const config = resolveConfig(serverOptionsFromEnv(env, dataDir()));
    expect(config.holdStockMinutes).toBe(15);
    expect(config.orderLimits).toEqual({
      ...DEFAULT_ORDER_LIMITS,
      maxUnitsPerOrder: 50,
      unpaidOrdersPerClient: 25,
      unpaidUnitsPerSession: 120,
      unpaidUnitsPerClient: 600,
      unpaidPercentOfStock: 100,
      orderEmailsPerRecipientPerHour: 2,
    });
  });

  it('given a hold or a limit that is no positive whole number, names each', () => {
    const env = { COMMERCE_HOLD_STOCK_MINUTES: '0', COMMERCE_CHECKOUTS_PER_EMAIL_PER_HOUR: 'lots' };
    expect(() => serverOptionsFromEnv(env, dataDir())).toThrow(
      /COMMERCE_HOLD_STOCK_MINUTES must be[\s\S]*COMMERCE_CHECKOUTS_PER_EMAIL_PER_HOUR must be/,
    );
  });

  it('given a share of stock that is no percentage, names it', () => {
    for (const value of ['0', '150', 'half']) {
      expect(() =>
        serverOptionsFromEnv({ COMMERCE_UNPAID_PERCENT_OF_STOCK: value }, dataDir()),
      ).toThrow(/COMMERCE_UNPAID_PERCENT_OF_STOCK must be/);
    }
  });
});

describe('the PostgreSQL pool size', () => {
  it('given no setting, a malformed one or one connection, keeps enough for the startup lock and a migration', () => {
    expect(poolSize({})).toBe(10);
    expect(poolSize({ COMMERCE_DATABASE_POOL_SIZE: 'many' })).toBe(10);
    expect(poolSize({ COMMERCE_DATABASE_POOL_SIZE: '1' })).toBe(2);
    expect(poolSize({ COMMERCE_DATABASE_POOL_SIZE: '25' })).toBe(25);
  });
});

describe('the public URL', () => {
  it('given COMMERCE_PUBLIC_URL, the server addresses its payment page and images on it; without it, where it listens', () => {
    const env = { COMMERCE_PUBLIC_URL: 'https://api.shop.example/' };
    expect(resolveConfig(serverOptionsFromEnv(env, dataDir())).publicUrl).toBe(
      'https://api.shop.example',
    );
    const listening = serverOptionsFromEnv({ HOST: '0.0.0.0', PORT: '4100' }, dataDir());
    expect(resolveConfig(listening).publicUrl).toBe('http://127.0.0.1:4100');
  });

  it('given a COMMERCE_PUBLIC_URL that is no http(s) URL, refuses to start and names it', () => {
    for (const value of ['api.shop.example', 'ftp://api.shop.example']) {
      expect(() => serverOptionsFromEnv({ COMMERCE_PUBLIC_URL: value }, dataDir())).toThrow(
        /COMMERCE_PUBLIC_URL/,
      );
    }
  });
});

describe('the trusted proxies', () => {
  it('given hops, addresses, subnets or proxy-addr’s names, takes them; unset or empty, trusts none', () => {
    for (const value of ['1', '2', 'loopback', '127.0.0.1, 10.0.0.0/8', 'uniquelocal,::1']) {
      expect(serverOptionsFromEnv({ COMMERCE_TRUST_PROXY: value }, dataDir()).trustProxy).toBe(
        value,
      );
    }
    for (const env of [{}, { COMMERCE_TRUST_PROXY: '' }, { COMMERCE_TRUST_PROXY: ' ' }]) {
      expect(serverOptionsFromEnv(env, dataDir()).trustProxy).toBeUndefined();
    }
  });

  it('given a value that is neither a number of hops nor addresses, refuses to start and names it', () => {
    for (const value of ['yes', 'loopback,storefront', '10.0.0.0/33', '-1']) {
      expect(() => serverOptionsFromEnv({ COMMERCE_TRUST_PROXY: value }, dataDir())).toThrow(
        /^COMMERCE_TRUST_PROXY must be a number of hops/,
      );
    }
  });
});

describe('the upstream profile', () => {
  it('given COMMERCE_EXTENSIONS=off and its switches, takes them; unset, the stock backend’s defaults', () => {
    const options = serverOptionsFromEnv(
      {
        COMMERCE_EXTENSIONS: 'off',
        COMMERCE_UPSTREAM_OFFSET_PAGINATION: '1',
        COMMERCE_UPSTREAM_GENERATE_PASSWORD: '0',
      },
      dataDir(),
    );
    expect(options.extensions).toBe(false);
    expect(resolveConfig(options).upstream).toEqual({
      offsetPagination: true,
      generatePassword: false,
    });
    expect(resolveConfig(serverOptionsFromEnv({}, dataDir())).upstream).toEqual({
      offsetPagination: false,
      generatePassword: true,
    });
  });

  it('given a switch that is neither 1 nor 0, refuses to start and names it', () => {
    expect(() =>
      serverOptionsFromEnv({ COMMERCE_UPSTREAM_GENERATE_PASSWORD: 'no' }, dataDir()),
    ).toThrow(/^COMMERCE_UPSTREAM_GENERATE_PASSWORD must be 1 or 0, not "no"$/);
  });
});
