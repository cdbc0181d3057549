import type { CartLine } from '@peptide/domain';
import type { CartFragment } from '@peptide/sdk';
import type { CartLineItem } from '@peptide/ui';
import { INSURANCE_PRODUCT_ID } from '../shopConfig';

/**
 * The code of the coupon the cart holds, for the discount row and the coupon box.
 *
 * @param cart - the server's last cart, or null before one has arrived
 * @param stored - the code the shop stored when it was applied
 * @returns the server's first applied code, else the stored one, else null
 * @remarks The server's answer comes first: the stored code can be stale (applied in another
 *   tab, or dropped by the server).
 */
export function appliedCouponCode(cart: CartFragment | null, stored: string | null): string | null {
  const applied = cart?.appliedCoupons?.find((coupon) => coupon?.code)?.code;
  return applied ?? stored;
}

/**
 * A cart line as the cart page and the mini cart draw it, from the cart's view (the server's
 * merged lines with the pending changes applied).
 *
 * @param line - the line (its `link` is the product page)
 * @returns key, name, href, image, unit price, quantity and stock; the shipping insurance (a
 *   checkout option of one) as an add-on, which has Remove but no quantity to change
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
    addOn: line.productId === INSURANCE_PRODUCT_ID,
  };
}
