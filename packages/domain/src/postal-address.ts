import { countryName } from './countries';

/** An address as the order pages print it: the checkout's fields plus the optional ones. */
export interface PostalAddress {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  country?: string | null;
}

/** Countries whose post writes the town on its own line and the postcode under it. */
const TOWN_THEN_POSTCODE = new Set(['GB', 'IE']);

/** Countries whose post writes `town, state postcode` on one line. */
const TOWN_STATE_POSTCODE = new Set(['US', 'CA', 'AU']);

/**
 * The lines where the town and postcode go, in the order the country's post writes them: most of
 * Europe `10115 Berlin`, the United Kingdom and Ireland the town with the postcode below it, the
 * United States `Austin, TX 78701`.
 *
 * @param address - the address (its country a two-letter code)
 * @returns the locality lines, without empty ones
 */
export function localityLines(address: PostalAddress): string[] {
  const city = address.city?.trim() ?? '';
  const postcode = address.postcode?.trim() ?? '';
  const state = address.state?.trim() ?? '';
  const country = address.country?.trim().toUpperCase() ?? '';
  if (TOWN_THEN_POSTCODE.has(country)) return [city, postcode].filter(Boolean);
  if (TOWN_STATE_POSTCODE.has(country)) {
    const region = [state, postcode].filter(Boolean).join(' ');
    const line = [city, region].filter(Boolean).join(', ');
    return line ? [line] : [];
  }
  const line = [postcode, city].filter(Boolean).join(' ');
  return line ? [line] : [];
}

/**
 * A postal address as printed lines: name, company, street, the locality in the country's order
 * (see {@link localityLines}), then the country's name.
 *
 * @param address - the address (its country a two-letter code)
 * @returns the lines, without empty ones
 */
export function postalAddressLines(address: PostalAddress): string[] {
  const name = [address.firstName, address.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const code = address.country?.trim() ?? '';
  const country = code ? (countryName(code) ?? code) : '';
  return [
    name,
    address.company,
    address.address1,
    address.address2,
    ...localityLines(address),
    country,
  ]
    .map((line) => line?.trim() ?? '')
    .filter(Boolean);
}
