import { resolve } from 'node:path';
import { isSupportedCountry } from '@peptide/domain';
import type { RegionLink } from '@peptide/ui';

/** The storefront's settings, read from the environment; every one has a working default. */
export interface ServerConfig {
  /** The GraphQL endpoint server-side loaders call (COMMERCE_GRAPHQL_URL). */
  commerceGraphqlUrl: string;
  /** The GraphQL endpoint the browser calls (PUBLIC_COMMERCE_GRAPHQL_URL). */
  publicCommerceGraphqlUrl: string;
  /**
   * Where this storefront is reached, without a trailing slash (STOREFRONT_URL; by default where
   * it listens, STOREFRONT_HOST and STOREFRONT_PORT). Every absolute URL the shop writes starts
   * with it; none is built from a request's Host.
   */
  storefrontUrl: string;
  /**
   * The hosts the server answers besides the storefront URL's (STOREFRONT_ALLOWED_HOSTS,
   * comma-separated `host` or `host:port`, lower case): a balancer's health check by address.
   */
  allowedHosts: string[];
  /**
   * Whether `localhost`, `127.0.0.1` and `[::1]` are answered too: outside production, or when
   * the storefront URL is itself on loopback (a shop on one machine, the tests, the benchmark).
   */
  answersLoopback: boolean;
  /** The regional editions of the region dropdown (REGION_URL_EU, _CA, _US). */
  regions: RegionLink[];
  /** The support address of the footer and the contact page (SUPPORT_EMAIL). */
  supportEmail: string;
  /** The e-mail provider's contacts endpoint (NEWSLETTER_API_URL); server-side only. */
  newsletterApiUrl: string;
  /** The e-mail provider's API key (NEWSLETTER_API_KEY); server-side only. */
  newsletterApiKey: string;
  /**
   * The free-shipping meter's threshold in euros where the backend answers none
   * (FREE_SHIPPING_THRESHOLD); unset, a backend without one shows no meter.
   */
  freeShippingThreshold: number | null;
  /**
   * The shop's market (SHOP_COUNTRY, WooCommerce's store country): the country a new address at
   * checkout starts with. Default DE, as the shop ships from an EU warehouse.
   */
  shopCountry: string;
  /**
   * The secrets that sign the shopper's session cookie, newest first (SESSION_SECRET,
   * comma-separated to rotate); empty: a secret generated once and kept in the session folder.
   */
  sessionSecrets: string[];
  /** Where the shoppers' sessions are kept (STOREFRONT_SESSION_DIR; default `.data/sessions`). */
  sessionDir: string;
  /** Whether the session cookie is sent over HTTPS only: when the storefront URL is https. */
  secureCookies: boolean;
  /**
   * This instance's name, answered in `x-served-by` on pages and data requests
   * (STOREFRONT_INSTANCE_ID), so a test or an operator sees which instance answered; null: no
   * header.
   */
  instanceId: string | null;
  /**
   * The Redis that sessions and the storefront's limits live in (STOREFRONT_REDIS_URL,
   * `redis://host:6379/0`), so several instances share them; null: the session folder and this
   * process's memory, for one machine.
   */
  redisUrl: string | null;
  /**
   * Which proxies in front of the storefront are trusted to name the client in
   * `X-Forwarded-For` (STOREFRONT_TRUST_PROXY: `1` for one balancer, a number of hops, or
   * addresses and subnets such as `loopback,10.0.0.0/8`); empty: the socket's address is the
   * client's and the header is ignored.
   */
  trustProxy: string;
  /** How many orders and carts one client address may start; see {@link ClientOrderLimits}. */
  orderLimits: ClientOrderLimits;
  accountLimits: ClientAccountLimits;
}

/**
 * What one client address may start through the storefront, whatever backend is behind it
 * (a stock WooCommerce has no such limits of its own).
 */
export interface ClientOrderLimits {
  /** Place Order attempts in an hour (STOREFRONT_CHECKOUTS_PER_CLIENT_PER_HOUR, default 30). */
  checkoutsPerHour: number;
  /** Orders placed that await payment, in an hour (STOREFRONT_UNPAID_ORDERS_PER_CLIENT, 10). */
  unpaidOrdersPerHour: number;
  /** New carts (a first Add to cart) in a minute (STOREFRONT_NEW_CARTS_PER_MINUTE, 120). */
  newCartsPerMinute: number;
}

/** How many password resets one client address may ask for through the storefront. */
export interface ClientAccountLimits {
  /** Reset e-mails asked for in an hour (STOREFRONT_RESET_MAILS_PER_CLIENT_PER_HOUR, 10). */
  resetMailsPerHour: number;
  /** New passwords set with a link in 15 minutes (STOREFRONT_NEW_PASSWORDS_PER_CLIENT, 10). */
  newPasswordsPerWindow: number;
}

/** What the root loader hands to the browser: nothing secret. */
export type PublicConfig = Pick<
  ServerConfig,
  'publicCommerceGraphqlUrl' | 'storefrontUrl' | 'regions' | 'supportEmail' | 'shopCountry'
>;

type Env = Record<string, string | undefined>;

const DEFAULT_GRAPHQL_URL = 'http://127.0.0.1:4000/graphql';
/** Germany: the shop ships from an EU warehouse and prices in euros. */
const DEFAULT_SHOP_COUNTRY = 'DE';

/** Host names of this machine's loopback interface, as a URL writes them. */
export const LOOPBACK_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The value of `name`, or `fallback` when it is unset or blank. */
function read(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

/** A URL's host name, or an empty string when it is no URL (the server refuses to start then). */
function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/**
 * Where the storefront listens, as an origin: STOREFRONT_HOST (an address for every interface
 * reads as 127.0.0.1) and STOREFRONT_PORT, as the start script and the dev server take them.
 * PORT is not read: in a shell that starts both servers it is the commerce server's.
 */
function listeningOrigin(env: Env): string {
  const host = read(env, 'STOREFRONT_HOST', '127.0.0.1');
  const port = read(env, 'STOREFRONT_PORT', '3000');
  const named = ['0.0.0.0', '::', '[::]'].includes(host) ? '127.0.0.1' : host;
  const origin = `http://${named.includes(':') && !named.startsWith('[') ? `[${named}]` : named}:${port}`;
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

/** A whole number of at least 1 from the variable, or `fallback` when it is unset or not one. */
function count(env: Env, name: string, fallback: number): number {
  const value = Number(env[name]?.trim() || Number.NaN);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

/** A positive amount of euros, or null for anything else. */
function threshold(value: string | undefined): number | null {
  const amount = Number(value?.trim() || Number.NaN);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/**
 * Reads the storefront's configuration from the environment.
 *
 * @param env - the environment, `process.env` unless a test passes its own
 * @returns every setting, defaults filled in
 * @remarks The only module that reads the environment. The newsletter settings stay on the
 *   server: hand the browser {@link publicConfig} only.
 */
export function serverConfig(env: Env = process.env): ServerConfig {
  const commerceGraphqlUrl = read(env, 'COMMERCE_GRAPHQL_URL', DEFAULT_GRAPHQL_URL);
  const storefrontUrl = read(env, 'STOREFRONT_URL', listeningOrigin(env)).replace(/\/+$/, '');
  return {
    commerceGraphqlUrl,
    publicCommerceGraphqlUrl: read(env, 'PUBLIC_COMMERCE_GRAPHQL_URL', DEFAULT_GRAPHQL_URL),
    storefrontUrl,
    allowedHosts: read(env, 'STOREFRONT_ALLOWED_HOSTS', '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    answersLoopback:
      env.NODE_ENV !== 'production' || LOOPBACK_HOSTNAMES.has(hostnameOf(storefrontUrl)),
    regions: [
      { label: 'EU', href: read(env, 'REGION_URL_EU', storefrontUrl), current: true },
      { label: 'Canada', href: read(env, 'REGION_URL_CA', 'https://ca.peptidelab.example') },
      { label: 'USA', href: read(env, 'REGION_URL_US', 'https://us.peptidelab.example') },
    ],
    supportEmail: read(env, 'SUPPORT_EMAIL', 'support@peptidelab.example'),
    newsletterApiUrl: read(
      env,
      'NEWSLETTER_API_URL',
      new URL('/v3/contacts', commerceGraphqlUrl).toString(),
    ),
    newsletterApiKey: read(env, 'NEWSLETTER_API_KEY', 'development-newsletter-key'),
    freeShippingThreshold: threshold(env.FREE_SHIPPING_THRESHOLD),
    shopCountry: isSupportedCountry(env.SHOP_COUNTRY)
      ? (env.SHOP_COUNTRY ?? '').trim().toUpperCase()
      : DEFAULT_SHOP_COUNTRY,
    sessionSecrets: read(env, 'SESSION_SECRET', '')
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
    sessionDir: resolve(read(env, 'STOREFRONT_SESSION_DIR', '.data/sessions')),
    secureCookies: storefrontUrl.startsWith('https:'),
    instanceId: read(env, 'STOREFRONT_INSTANCE_ID', '') || null,
    redisUrl: read(env, 'STOREFRONT_REDIS_URL', '') || null,
    trustProxy: read(env, 'STOREFRONT_TRUST_PROXY', ''),
    orderLimits: {
      checkoutsPerHour: count(env, 'STOREFRONT_CHECKOUTS_PER_CLIENT_PER_HOUR', 30),
      unpaidOrdersPerHour: count(env, 'STOREFRONT_UNPAID_ORDERS_PER_CLIENT', 10),
      newCartsPerMinute: count(env, 'STOREFRONT_NEW_CARTS_PER_MINUTE', 120),
    },
    accountLimits: {
      resetMailsPerHour: count(env, 'STOREFRONT_RESET_MAILS_PER_CLIENT_PER_HOUR', 10),
      newPasswordsPerWindow: count(env, 'STOREFRONT_NEW_PASSWORDS_PER_CLIENT', 10),
    },
  };
}

/**
 * The settings the browser may see.
 *
 * @param config - the full configuration
 * @returns the public part: endpoint, storefront URL, regions, support e-mail and market
 */
export function publicConfig(config: ServerConfig): PublicConfig {
  return {
    publicCommerceGraphqlUrl: config.publicCommerceGraphqlUrl,
    storefrontUrl: config.storefrontUrl,
    regions: config.regions,
    supportEmail: config.supportEmail,
    shopCountry: config.shopCountry,
  };
}
