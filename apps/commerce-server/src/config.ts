import { randomBytes } from 'node:crypto';
import { TIMINGS } from '@peptide/domain';
import type { Mailer } from './mail/mailer';
import { compileProxyTrust, type ProxyTrust } from './proxy-trust';

/** Options of {@link startServer}; every field has a working default. */
export interface StartServerOptions {
  /** TCP port; 0 picks a free one. Default 4000. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** SQLite file, or ':memory:' for a throwaway database. Default ':memory:'. */
  databasePath?: string;
  /** A PostgreSQL database (`postgres://…`); when set, `databasePath` is not used. */
  databaseUrl?: string;
  /**
   * This instance's name, answered in the `x-served-by` header so that a test (or an operator)
   * behind a balancer sees which instance answered. Default: none, and no header.
   */
  instanceId?: string;
  /**
   * The proxies in front that may name the client in `X-Forwarded-For`, as COMMERCE_TRUST_PROXY
   * writes them (`compileProxyTrust`): a number of hops (`1`, one balancer), or comma-separated
   * addresses and subnets (`loopback`, `10.0.0.0/8`). The client address of the per-client
   * throttles is then the nearest one in the chain that is not trusted. Default: none, the
   * socket's address, the header ignored.
   */
  trustProxy?: string;
  /** Drains the e-mail outbox through this mailer (mail/outbox-worker.ts). Default: none. */
  mailer?: Mailer;
  /** Secret for session and login JWTs. Default: random per start (tokens die with the server). */
  jwtSecret?: string;
  /** The storefront's origin, for payment redirects, e-mail links and CORS. */
  storefrontUrl?: string;
  /**
   * This server's address as browsers reach it, without a trailing slash: the payment page's
   * and the images' absolute URLs start with it, never with a request's Host. Default: where it
   * listens (the port it was given, once a free one was picked for 0).
   */
  publicUrl?: string;
  /**
   * The payment gateways the shop offers, by id in checkout order (`bacs`, WooCommerce's direct
   * bank transfer, among them); the others are switched off at start. Default: as the database
   * has them (the seed offers the two crypto gateways), and in the upstream profile bank transfer
   * and the two crypto gateways.
   */
  paymentGateways?: readonly string[];
  /** The clock in ms; tests move it to expire sessions, tokens and coupons. Default Date.now. */
  now?: () => number;
  /** Seed the catalogue when the database is empty. Default true. */
  seed?: boolean;
  /** GraphiQL and CORS for any localhost origin. Default true unless NODE_ENV is production. */
  dev?: boolean;
  /**
   * Serve the e-mail outbox at GET /dev/outbox, a development aid that shows live reset links.
   * Default: COMMERCE_DEV_OUTBOX=1. Never served when NODE_ENV is production, whatever is set.
   */
  devOutbox?: boolean;
  /** Lifetime of a login JWT in ms. Default 7 days. */
  authTokenLifetimeMs?: number;
  /**
   * How long a login lasts through refresh tokens, in ms from the password: a refresh token
   * expires then, and no login token of the login outlives it. Default 30 days.
   */
  refreshTokenLifetimeMs?: number;
  /** Lifetime of a commerce session token and of an idle session in ms. Default 7 days. */
  sessionLifetimeMs?: number;
  /** Lifetime of a password-reset token in ms. Default 1 hour. */
  resetTokenLifetimeMs?: number;
  /** The api-key POST /v3/contacts requires; while unset or empty the endpoint answers 503. */
  newsletterApiKey?: string;
  /** Deepest GraphQL selection allowed. Default {@link MAX_DEPTH}. */
  maxDepth?: number;
  /** The shop as WordPress's general settings describe it; each field has the shop's default. */
  site?: Partial<SiteSettings>;
  /** Log each request to stdout. Default false. */
  log?: boolean;
  /**
   * Count the SQL statements of each request and answer the count in the `x-sql-statements`
   * header. Default: COMMERCE_SQL_STATS=1.
   */
  sqlStats?: boolean;
  /**
   * Guest sessions one client address may open per minute (every first add to cart opens one).
   * Default: COMMERCE_GUEST_SESSIONS_PER_MINUTE, else 120.
   */
  guestSessionsPerMinute?: number;
  /**
   * New passwords one client address may set with reset links in 15 minutes.
   * Default: COMMERCE_NEW_PASSWORDS_PER_CLIENT, else 10.
   */
  newPasswordsPerClient?: number;
  /**
   * Minutes an unpaid order (pending payment) holds its stock, WooCommerce's "hold stock": after
   * them it is cancelled and its units go back into stock (checkout/unpaid-orders.ts). Default 60.
   */
  holdStockMinutes?: number;
  /** How much one shopper may hold unpaid and how often one may order; each has a default. */
  orderLimits?: Partial<OrderLimits>;
  /**
   * Answer the shop's extensions (`schema/extensions.graphql`) and the Offset Pagination plugin.
   * False answers the upstream profile: WooGraphQL 1.0 with a login plugin and nothing else, as a
   * stock WooCommerce backend does, so the storefront can be tested as it meets one. Default true.
   */
  extensions?: boolean;
  /** How the upstream profile's backend is set up (read only when `extensions` is false). */
  upstream?: Partial<UpstreamSettings>;
}

/**
 * The plugins and WooCommerce settings of the stock backend the upstream profile stands for; the
 * root README's "Running on WooCommerce" lists the quirks the profile answers with.
 */
export interface UpstreamSettings {
  /**
   * WPGraphQL Offset Pagination 0.2 is installed beside WooGraphQL: products take `where: {
   * offsetPagination }` and answer `pageInfo.offsetPagination`, whose `total` is 0, as that
   * plugin answers it for WooGraphQL's products. Default false (COMMERCE_UPSTREAM_OFFSET_PAGINATION=1).
   */
  offsetPagination: boolean;
  /**
   * WooCommerce's "When creating an account, send the new user a link to set their password"
   * (`woocommerce_registration_generate_password`): on, a registration without a password is
   * e-mailed a set-password link; off, it is refused. Default true (COMMERCE_UPSTREAM_GENERATE_PASSWORD=0).
   */
  generatePassword: boolean;
}

/** A stock backend as WooCommerce installs it: no Offset Pagination, passwords generated. */
const DEFAULT_UPSTREAM: UpstreamSettings = { offsetPagination: false, generatePassword: true };

/**
 * The shop as WordPress's general settings (`generalSettings`) describe a site, in WordPress's
 * own notation: PHP date formats, a locale, a time-zone name, the first day of the week.
 */
export interface SiteSettings {
  /** The shop's name. */
  title: string;
  /** Its tagline. */
  description: string;
  /** The address the shop answers mail from. */
  email: string;
  /** The shop's locale, as WordPress writes it (`en_US`). */
  language: string;
  /** The time zone the shop's dates are given in. */
  timezone: string;
  /** How the shop writes a date, as PHP's `date()` format. */
  dateFormat: string;
  /** How the shop writes a time of day, as PHP's `date()` format. */
  timeFormat: string;
  /** The first day of a calendar week: 0 Sunday, 1 Monday. */
  startOfWeek: number;
}

/**
 * What one holder may keep unpaid and how often one may order, so that a shopper (or a script)
 * cannot hold the stock others want, nor flood a stranger's inbox with order e-mails. Sessions
 * and client addresses count the checkouts of every instance together (the throttles live in
 * the database).
 */
export interface OrderLimits {
  /** Units one cart, and so one order, may hold: 999, one full line. */
  maxUnitsPerOrder: number;
  /** Unpaid orders (pending payment or on hold) one cart session may have at once: 3. */
  unpaidOrdersPerSession: number;
  /** Unpaid orders one client address may have at once: 10 (an office shares an address). */
  unpaidOrdersPerClient: number;
  /** Units one cart session's unpaid orders may hold together, the new order's included: 200. */
  unpaidUnitsPerSession: number;
  /** Units one client address's unpaid orders may hold together, the new order's included: 400. */
  unpaidUnitsPerClient: number;
  /**
   * The percentage of a product's (or variation's) stock, as it was before their holds, that one
   * client address's unpaid orders may hold of it together, at least 1 unit: 50, so that one
   * address never empties a product of 2 or more; 100 lifts the bound.
   */
  unpaidPercentOfStock: number;
  /** Checkouts one cart session may try in an hour: 10. */
  checkoutsPerSessionPerHour: number;
  /** Checkouts one client address may try in an hour: 30. */
  checkoutsPerClientPerHour: number;
  /** Checkouts with one billing e-mail address in an hour: 10. */
  checkoutsPerEmailPerHour: number;
  /**
   * "Order received" e-mails one address is sent in an hour: 5. Past them the order is still
   * placed (the shopper is shown it and its payment page) but no confirmation is queued.
   */
  orderEmailsPerRecipientPerHour: number;
}

/** The limits a shop has unless it sets its own (see {@link OrderLimits}). */
export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  maxUnitsPerOrder: 999,
  unpaidOrdersPerSession: 3,
  unpaidOrdersPerClient: 10,
  unpaidUnitsPerSession: 200,
  unpaidUnitsPerClient: 400,
  unpaidPercentOfStock: 50,
  checkoutsPerSessionPerHour: 10,
  checkoutsPerClientPerHour: 30,
  checkoutsPerEmailPerHour: 10,
  orderEmailsPerRecipientPerHour: 5,
};

/** WooCommerce's default hold of an unpaid order's stock, in minutes. */
const DEFAULT_HOLD_STOCK_MINUTES = 60;

/**
 * The shop's own settings: its name, tagline and support address as the storefront shows them;
 * US English as the storefront writes it (order dates as `Jan 5, 2026`, PHP's `M j, Y`; times in
 * WordPress's default `g:i a`); UTC, in which the server stores and answers every date; weeks
 * from Monday, as in the EU it ships to.
 */
const DEFAULT_SITE: SiteSettings = {
  title: 'Peptide Lab',
  description:
    'Research peptides, powders and bacteriostatic water for laboratories: third-party tested with certificates of analysis, shipped from the EU.',
  email: 'support@peptidelab.example',
  language: 'en_US',
  timezone: 'UTC',
  dateFormat: 'M j, Y',
  timeFormat: 'g:i a',
  startOfWeek: 1,
};

/** A login lasts 30 days through its refresh tokens, four times a login token's 7. */
const DEFAULT_REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Options with defaults filled in. */
export type ServerConfig = Required<
  Omit<
    StartServerOptions,
    | 'newsletterApiKey'
    | 'databaseUrl'
    | 'instanceId'
    | 'mailer'
    | 'site'
    | 'paymentGateways'
    | 'orderLimits'
    | 'trustProxy'
    | 'upstream'
  >
> & {
  orderLimits: OrderLimits;
  upstream: UpstreamSettings;
  trustProxy: ProxyTrust;
  paymentGateways: readonly string[] | null;
  site: SiteSettings;
  mailer: Mailer | null;
  newsletterApiKey: string | null;
  databaseUrl: string | null;
  instanceId: string | null;
};

/**
 * Deepest selection one operation may nest, counted in fields as WPGraphQL's depth rule counts
 * them (an inline fragment or a fragment spread is not a level): a real WooGraphQL storefront's
 * cart documents nest 9 fields deep (the SDK's cart mutations 8).
 */
export const MAX_DEPTH = 25;

/** Enough for a household or an office behind one address; 1,000 in 3 s is refused. */
const DEFAULT_GUEST_SESSIONS_PER_MINUTE = 120;

/** A household's resets with room to spare; a flood of guessed links from one address is not. */
const DEFAULT_NEW_PASSWORDS_PER_CLIENT = 10;

/** The JWT issuer; a token with another `iss` is refused. */
export const TOKEN_ISSUER = 'peptide-commerce-server';

/** Where a server listening on `host` and `port` is reached on this machine. */
export function listenOrigin(host = '127.0.0.1', port = 4000): string {
  const named = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${named.includes(':') ? `[${named}]` : named}:${port}`;
}

/**
 * Fills in defaults.
 *
 * @param options - what the caller set
 * @returns a complete configuration
 * @throws TypeError for a `trustProxy` that names neither hops nor addresses
 */
export function resolveConfig(options: StartServerOptions = {}): ServerConfig {
  return {
    port: options.port ?? 4000,
    host: options.host ?? '127.0.0.1',
    databasePath: options.databasePath ?? ':memory:',
    databaseUrl: options.databaseUrl ?? null,
    instanceId: options.instanceId ?? null,
    trustProxy: compileProxyTrust(options.trustProxy ?? ''),
    mailer: options.mailer ?? null,
    jwtSecret: options.jwtSecret ?? randomBytes(32).toString('hex'),
    storefrontUrl: (options.storefrontUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    publicUrl: (options.publicUrl ?? listenOrigin(options.host, options.port)).replace(/\/+$/, ''),
    paymentGateways: options.paymentGateways ?? null,
    now: options.now ?? Date.now,
    seed: options.seed ?? true,
    dev: options.dev ?? process.env.NODE_ENV !== 'production',
    devOutbox:
      process.env.NODE_ENV !== 'production' &&
      (options.devOutbox ?? process.env.COMMERCE_DEV_OUTBOX === '1'),
    authTokenLifetimeMs: options.authTokenLifetimeMs ?? TIMINGS.sessionLifetime,
    refreshTokenLifetimeMs: options.refreshTokenLifetimeMs ?? DEFAULT_REFRESH_TOKEN_LIFETIME_MS,
    sessionLifetimeMs: options.sessionLifetimeMs ?? TIMINGS.sessionLifetime,
    resetTokenLifetimeMs: options.resetTokenLifetimeMs ?? 60 * 60 * 1000,
    newsletterApiKey: options.newsletterApiKey || null,
    maxDepth: options.maxDepth ?? MAX_DEPTH,
    site: { ...DEFAULT_SITE, ...options.site },
    log: options.log ?? false,
    sqlStats: options.sqlStats ?? process.env.COMMERCE_SQL_STATS === '1',
    extensions: options.extensions ?? true,
    upstream: {
      ...DEFAULT_UPSTREAM,
      ...Object.fromEntries(
        Object.entries(options.upstream ?? {}).filter(([, value]) => value !== undefined),
      ),
    },
    holdStockMinutes: options.holdStockMinutes ?? DEFAULT_HOLD_STOCK_MINUTES,
    orderLimits: {
      ...DEFAULT_ORDER_LIMITS,
      // A limit left undefined (an environment variable not set) keeps its default.
      ...Object.fromEntries(
        Object.entries(options.orderLimits ?? {}).filter(([, value]) => value !== undefined),
      ),
    },
    guestSessionsPerMinute:
      options.guestSessionsPerMinute ??
      Number(process.env.COMMERCE_GUEST_SESSIONS_PER_MINUTE || DEFAULT_GUEST_SESSIONS_PER_MINUTE),
    newPasswordsPerClient:
      options.newPasswordsPerClient ??
      Number(process.env.COMMERCE_NEW_PASSWORDS_PER_CLIENT || DEFAULT_NEW_PASSWORDS_PER_CLIENT),
  };
}

/** Longest free-text input accepted (names, addresses, notes), to refuse oversized strings. */
export const MAX_TEXT_LENGTH = 200;
/** Longest customer note accepted. */
export const MAX_NOTE_LENGTH = 2000;
