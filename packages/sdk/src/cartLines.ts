import { type CartLine, mergeCartLines, toCartLine } from '@peptide/domain';
import type { CartFragment } from './generated/graphql';
import { pricingOf, stockOf } from './productFields';

/**
 * The local cart lines of a server cart: one line per product and variation, quantities merged,
 * prices read from the server's raw amounts, subtotals computed (the domain's `mergeCartLines`
 * and `toCartLine`), so the cart counts one line per product however often it was added.
 *
 * @param cart - the cart as the `Cart` fragment reads it, or null before it has loaded
 * @param placeholderImage - the image of a line whose product has none
 * @returns the merged lines, empty for a missing cart
 * @remarks A variation's own name, price, image and stock win over its parent product's; a
 *   product type without a price or stock of its own (external, grouped) reads as none.
 */
export function cartLinesFromCart(
  cart: CartFragment | null | undefined,
  placeholderImage: string,
): CartLine[] {
  const lines: CartLine[] = [];
  for (const item of cart?.contents?.nodes ?? []) {
    const product = item?.product?.node;
    if (!item || !product) continue;
    const variation = item.variation?.node ?? null;
    lines.push(
      toCartLine(
        {
          key: item.key,
          productId: product.databaseId,
          variationId: variation?.databaseId ?? null,
          name: variation?.name ?? product.name ?? '',
          slug: product.slug ?? '',
          price: variation?.price ?? pricingOf(product).price,
          image: variation?.image?.sourceUrl ?? product.image?.sourceUrl ?? null,
          quantity: item.quantity ?? 0,
          stock: variation?.stockQuantity ?? stockOf(product).stockQuantity,
        },
        placeholderImage,
      ),
    );
  }
  return mergeCartLines(lines);
}
