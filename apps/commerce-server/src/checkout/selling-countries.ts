import { SERVER_MESSAGES, SUPPORTED_COUNTRIES } from '@peptide/domain';
import type { ServerConfig } from '../config';
import { userError } from '../errors';

/** The shop's countries outside the European Union. */
const OUTSIDE_THE_EU: ReadonlySet<string> = new Set(['GB', 'NO']);

/**
 * The countries a shop sells and ships to, by ISO code: the shop's 29, or, in the upstream
 * profile, the EU's 27 member states, as the stock backend's WooCommerce is set up ("Sell to
 * specific countries", shipping to all of them).
 *
 * @param config - the server's configuration (its profile)
 * @returns the codes, in the shop's order (by country name)
 */
export function sellingCountries(config: Pick<ServerConfig, 'extensions'>): string[] {
  const codes = SUPPORTED_COUNTRIES.map((country) => country.code);
  return config.extensions ? codes : codes.filter((code) => !OUTSIDE_THE_EU.has(code));
}

/**
 * Refuses a checkout whose goods would go to a country the shop does not ship to, as
 * WooCommerce's checkout does (the shop's own addresses are checked against its 29 already).
 *
 * @param config - the server's configuration (its profile)
 * @param country - the shipping address's country code
 * @throws WooCommerce's "we do not ship to …" for a country outside {@link sellingCountries}
 */
export function requireShippedTo(
  config: Pick<ServerConfig, 'extensions'>,
  country: string | null | undefined,
): void {
  if (!country || config.extensions || sellingCountries(config).includes(country)) return;
  throw userError(SERVER_MESSAGES.stockShippingCountryRefused(country));
}
