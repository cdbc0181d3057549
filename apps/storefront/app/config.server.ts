import type { RegionLink } from '@peptide/ui';

/** The storefront's settings, read from the environment; every one has a working default. */
export interface ServerConfig {
  /** The GraphQL endpoint server-side loaders call (COMMERCE_GRAPHQL_URL). */
  commerceGraphqlUrl: string;
  /** The GraphQL endpoint the browser calls (PUBLIC_COMMERCE_GRAPHQL_URL). */
  publicCommerceGraphqlUrl: string;
  /** Where this storefront is reached, without a trailing slash (STOREFRONT_URL). */
  storefrontUrl: string;
  /** The regional editions of the region dropdown (REGION_URL_EU, _CA, _US). */
  regions: RegionLink[];
  /** The support address of the footer and the contact page (SUPPORT_EMAIL). */
  supportEmail: string;
  /** The e-mail provider's contacts endpoint (NEWSLETTER_API_URL); server-side only. */
  newsletterApiUrl: string;
  /** The e-mail provider's API key (NEWSLETTER_API_KEY); server-side only. */
  newsletterApiKey: string;
}

/** What the root loader hands to the browser: nothing secret. */
export type PublicConfig = Pick<
  ServerConfig,
  'publicCommerceGraphqlUrl' | 'storefrontUrl' | 'regions' | 'supportEmail'
>;

type Env = Record<string, string | undefined>;

const DEFAULT_GRAPHQL_URL = 'http://127.0.0.1:4000/graphql';
const DEFAULT_STOREFRONT_URL = 'http://127.0.0.1:3000';

/** The value of `name`, or `fallback` when it is unset or blank. */
function read(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
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
  const storefrontUrl = read(env, 'STOREFRONT_URL', DEFAULT_STOREFRONT_URL).replace(/\/+$/, '');
  return {
    commerceGraphqlUrl,
    publicCommerceGraphqlUrl: read(env, 'PUBLIC_COMMERCE_GRAPHQL_URL', DEFAULT_GRAPHQL_URL),
    storefrontUrl,
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
  };
}

/**
 * The settings the browser may see.
 *
 * @param config - the full configuration
 * @returns the public part: endpoint, storefront URL, regions and support e-mail
 */
export function publicConfig(config: ServerConfig): PublicConfig {
  return {
    publicCommerceGraphqlUrl: config.publicCommerceGraphqlUrl,
    storefrontUrl: config.storefrontUrl,
    regions: config.regions,
    supportEmail: config.supportEmail,
  };
}
