import { productCardAction, readAmount, readAmounts } from '@peptide/domain';
import { type ProductCardFragment, pricingOf, stockOf } from '@peptide/sdk';
import type { ProductCardProduct, SearchResult } from '@peptide/ui';
import { productHref } from './hrefs';

/**
 * A product card's props from the ProductCard fragment.
 *
 * @param product - the fragment, its prices raw (a variable product's lists every variation's)
 * @returns the card's product, carrying the product's database id and slug
 */
export function toProductCard(product: ProductCardFragment): ProductCardProduct {
  const pricing = pricingOf(product);
  const prices = readAmounts(pricing.price);
  const min = prices.length > 0 ? Math.min(...prices) : 0;
  const max = prices.length > 0 ? Math.max(...prices) : 0;
  const regular = readAmount(pricing.regularPrice);
  const variable = productCardAction({ type: product.type }) === 'select-options';
  return {
    id: product.databaseId,
    slug: product.slug ?? '',
    name: product.name ?? '',
    href: productHref(product.slug),
    image: product.image?.sourceUrl ?? null,
    price: min,
    regularPrice: !variable && product.onSale && regular > min ? regular : null,
    priceRange: max > min ? { min, max } : null,
    inStock: stockOf(product).stockStatus !== 'OUT_OF_STOCK',
    type: variable ? 'variable' : 'simple',
  };
}

/**
 * A header search result from the ProductCard fragment.
 *
 * @param product - the fragment
 * @returns the result: name, product page, image and (lowest) price
 */
export function toSearchResult(product: ProductCardFragment): SearchResult {
  const card = toProductCard(product);
  return { id: card.id, name: card.name, href: card.href, image: card.image, price: card.price };
}
