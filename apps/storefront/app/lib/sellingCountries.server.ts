import { type Country, SUPPORTED_COUNTRIES } from '@peptide/domain';
import { GetAllowedCountriesDocument } from '@peptide/sdk';
import { commerceClient, query } from './commerce.server';
import { CacheLong } from './swrCache.server';

/**
 * The countries the address forms offer: the shop's countries the backend sells to (its
 * `allowedCountries`, WooCommerce's selling locations), in the shop's order.
 *
 * @returns the countries both the shop and the backend ship to; the shop's list where the
 *   backend answers none, none of the shop's, or cannot be asked (a failure is not kept)
 * @remarks The answer is the store's settings, the same for every shopper: kept like the
 *   catalogue. A country the shop has no rules for (postcode, name) is not offered, since the
 *   shop's checks would refuse it.
 */
export async function sellingCountries(): Promise<readonly Country[]> {
  try {
    const { allowedCountries } = await query(
      commerceClient(),
      GetAllowedCountriesDocument,
      {},
      CacheLong(),
    );
    const allowed = new Set<string>(
      (allowedCountries ?? []).flatMap((code) => (code ? [code] : [])),
    );
    const offered = SUPPORTED_COUNTRIES.filter((country) => allowed.has(country.code));
    return offered.length > 0 ? offered : SUPPORTED_COUNTRIES;
  } catch {
    return SUPPORTED_COUNTRIES;
  }
}
