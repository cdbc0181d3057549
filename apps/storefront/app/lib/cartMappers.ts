import type { CartLine } from '@peptide/domain';
import type { CartLineItem } from '@peptide/ui';

/**
 * A cart line as the cart page and the mini cart draw it, from the store's merged line.
 *
 * @param line - the line (its `link` is the product page)
 * @returns key, name, href, image, unit price, quantity and stock
 */
export function toCartLineItem(line: CartLine): CartLineItem {
  return {
    key: line.key,
    name: line.name,
    href: line.link,
    image: line.image,
    price: line.price,
    quantity: line.quantity,
    stock: line.stock,
  };
}
