import type { QueryParams } from './catalog-sort';

/** A variation's attributes, as the product query answers them (`pa_size` = `10mg`). */
export interface VariationAddressable {
  readonly attributes: readonly { readonly name: string; readonly value: string }[];
}

/** The URL parameter of an attribute: `attribute_pa_size`, as WooCommerce names it. */
export function variationParam(name: string): string {
  return `attribute_${name}`;
}

/**
 * The variation a product URL chooses, as `?attribute_pa_size=10mg` does.
 *
 * @param variations - the product's variations
 * @param params - the URL's search parameters
 * @returns the variation whose every attribute the URL names with its value (letter case aside),
 *   or null when the URL chooses none, names an unknown value or leaves an attribute out
 */
export function variationFromQuery<T extends VariationAddressable>(
  variations: readonly T[],
  params: QueryParams,
): T | null {
  return (
    variations.find(
      (variation) =>
        variation.attributes.length > 0 &&
        variation.attributes.every(
          (attribute) =>
            params.get(variationParam(attribute.name))?.trim().toLowerCase() ===
            attribute.value.toLowerCase(),
        ),
    ) ?? null
  );
}

/** A query's name or value encoded as a form sends it, as `URLSearchParams` writes it too. */
const formEncoded = (text: string) =>
  encodeURIComponent(text)
    .replace(/[!'()~]/g, (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+');

/**
 * The query string choosing a variation, its attributes in name order, encoded as a form sends
 * them (a space as `+`): the one spelling the product route keeps (`readsQuery`).
 *
 * @param variation - the chosen variation; none for the bare product URL
 * @returns `?attribute_pa_size=10mg`, or an empty string when none is chosen
 */
export function variationSearch(variation: VariationAddressable | null): string {
  if (!variation || variation.attributes.length === 0) return '';
  const params = [...variation.attributes]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (attribute) =>
        `${formEncoded(variationParam(attribute.name))}=${formEncoded(attribute.value)}`,
    );
  return `?${params.join('&')}`;
}
