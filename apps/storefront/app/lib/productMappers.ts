import { readAmount } from '@peptide/domain';
import { type GetProductBySlugQuery, stockOf } from '@peptide/sdk';
import type { ProductDetailProduct, VariationOption } from '@peptide/ui';
import { plainText } from './plainText';
import { toProductCard } from './productCards';

/** The product as GetProductBySlug answers it. */
export type ProductPageData = NonNullable<GetProductBySlugQuery['product']>;

/** A variation of a variable product. */
export type VariationData = NonNullable<
  NonNullable<
    NonNullable<Extract<ProductPageData, { variations?: unknown }>['variations']>['nodes']
  >[number]
>;

/**
 * Whether a product or variation counts its stock: products say true or false, variations
 * `TRUE`, `FALSE` or `PARENT` (WooGraphQL's ManageStockEnum).
 */
export function managesStock(value: boolean | string | null | undefined): boolean {
  return value === true || value === 'TRUE';
}

/** The variations of a product, none for a simple product. */
export function variationsOf(product: ProductPageData): VariationData[] {
  if (!('variations' in product)) return [];
  return (product.variations?.nodes ?? []).flatMap((node) => (node ? [node] : []));
}

/**
 * A variation's attributes as its address names them (`pa_size` = `10mg`), those without a name
 * or value left out.
 */
export function variationAttributes(variation: VariationData): { name: string; value: string }[] {
  return (variation.attributes?.nodes ?? []).flatMap((attribute) =>
    attribute?.name && attribute.value ? [{ name: attribute.name, value: attribute.value }] : [],
  );
}

/**
 * The product page's top section from GetProductBySlug, with the chosen variation's price,
 * stock and image when one is chosen.
 *
 * @param product - the product
 * @param shortDescriptionHtml - the short description, already sanitised
 * @param variation - the chosen variation, if any
 * @returns the ProductDetail props' product
 */
export function toProductDetail(
  product: ProductPageData,
  shortDescriptionHtml: string,
  variation?: VariationData | null,
): ProductDetailProduct {
  const card = toProductCard(product);
  if (variation) {
    const price = readAmount(variation.price);
    const regular = readAmount(variation.regularPrice);
    return {
      name: product.name ?? '',
      image: variation.image?.sourceUrl ?? card.image,
      shortDescriptionHtml,
      price,
      regularPrice: regular > price ? regular : null,
      stockStatus: variation.stockStatus === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : 'IN_STOCK',
      stockQuantity: managesStock(variation.manageStock) ? variation.stockQuantity : null,
    };
  }
  const stock = stockOf(product);
  return {
    name: product.name ?? '',
    image: card.image,
    shortDescriptionHtml,
    price: card.price,
    regularPrice: card.regularPrice,
    priceRange: card.priceRange,
    stockStatus: stock.stockStatus === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : 'IN_STOCK',
    stockQuantity: managesStock(stock.manageStock) ? stock.stockQuantity : null,
  };
}

/**
 * The variation select's options.
 *
 * @param variations - the product's variations
 * @returns id (the database id as a string), label (the attribute values or the name) and stock
 */
export function toVariationOptions(variations: readonly VariationData[]): VariationOption[] {
  return variations.map((variation) => {
    const values = (variation.attributes?.nodes ?? [])
      .map((attribute) => attribute?.value)
      .filter((value): value is string => Boolean(value));
    return {
      id: String(variation.databaseId),
      label: values.length > 0 ? values.join(' / ') : (variation.name ?? ''),
      inStock: variation.stockStatus !== 'OUT_OF_STOCK',
    };
  });
}

/**
 * What a variable product's picker is labelled: its attribute's label ("Size"), or, with
 * several attributes, theirs joined ("Size / Purity").
 *
 * @param variations - the product's variations
 * @returns the label, or undefined when the variations name no attribute
 */
export function variationPickerLabel(variations: readonly VariationData[]): string | undefined {
  const labels = (variations[0]?.attributes?.nodes ?? [])
    .map((attribute) => attribute?.label || attribute?.name)
    .filter((label): label is string => Boolean(label))
    .map(shopperWords);
  return labels.length > 0 ? labels.join(' / ') : undefined;
}

/**
 * An attribute's label as a shopper reads it: a backend may answer the taxonomy's slug
 * (`size`, `pa_size`) where the label is not set; its words, capitalised.
 */
function shopperWords(label: string): string {
  const words = label.replace(/^pa_/, '').replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The schema.org Product of a product page, for search engines. */
export function productJsonLd(product: ProductPageData, url: string): Record<string, unknown> {
  const card = toProductCard(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name ?? '',
    sku: product.sku ?? undefined,
    description: plainText(product.shortDescription || product.description),
    image: card.image ?? undefined,
    url,
    offers: {
      '@type': 'Offer',
      price: card.price.toFixed(2),
      priceCurrency: 'EUR',
      availability:
        stockOf(product).stockStatus === 'OUT_OF_STOCK'
          ? 'https://schema.org/OutOfStock'
          : 'https://schema.org/InStock',
      url,
    },
  };
}
