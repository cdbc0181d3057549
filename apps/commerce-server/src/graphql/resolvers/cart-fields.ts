import { formatEuro } from '@peptide/domain';
import { bitcoinFees } from '../../cart/bitcoin-fee';
import type { Resolvers } from '../../generated/resolvers-types';
import type { Cart } from '../../model/models';
import { NESTED_PAGE, paginate } from '../pagination';
import { variationAttributes } from './catalog';

const ZERO = formatEuro(0);

/** An applied coupon as upstream's `AppliedCoupon`: amounts as decimal strings. */
export function appliedCoupon(coupon: Cart['coupons'][number]) {
  return {
    code: coupon.code,
    description: coupon.description,
    individualUse: coupon.individualUse,
    discountAmount: coupon.discount.toFixed(2),
    discountTax: '0.00',
  };
}

/** Field resolvers of the `Cart` and `CartItem` types: money as formatted euros, as upstream. */
export const cartFieldResolvers: Resolvers = {
  Cart: {
    contents: (cart, args, { catalog }) => {
      // The lines' images, categories and prices then load in one statement each for the cart.
      catalog.remember(cart.items.map((item) => item.product));
      catalog.remember(cart.items.flatMap((item) => (item.variation ? [item.variation] : [])));
      return {
        ...paginate(cart.items, args, NESTED_PAGE),
        itemCount: cart.items.reduce((sum, item) => sum + item.quantity, 0),
        productCount: cart.items.length,
      };
    },
    appliedCoupons: (cart) => cart.coupons.map(appliedCoupon),
    availableShippingMethods: (cart) =>
      cart.rates.length === 0
        ? []
        : [
            {
              packageDetails: `${cart.items.reduce((sum, item) => sum + item.quantity, 0)} item(s)`,
              supportsShippingCalculator: true,
              rates: cart.rates.map((rate) => ({ ...rate, cost: rate.cost.toFixed(2) })),
            },
          ],
    chosenShippingMethods: (cart) => cart.chosenShippingMethods,
    chosenPaymentMethod: (cart) => cart.paymentMethod,
    subtotal: (cart) => formatEuro(cart.subtotal),
    subtotalTax: () => ZERO,
    contentsTotal: (cart) => formatEuro(cart.subtotal - cart.discount),
    discountTotal: (cart) => formatEuro(cart.discount),
    discountTax: () => ZERO,
    shippingTotal: (cart) => formatEuro(cart.shipping),
    shippingTax: () => ZERO,
    feeTotal: (cart) => formatEuro(-cart.bitcoinDiscount),
    fees: (cart) =>
      bitcoinFees(cart.bitcoinDiscount).map((fee) => ({
        ...fee,
        total: fee.amount,
        taxable: false,
      })),
    total: (cart) => formatEuro(cart.total),
    totalTax: () => ZERO,
    isEmpty: (cart) => cart.items.length === 0,
    needsShippingAddress: (cart) => cart.items.length > 0,
  },
  CartItem: {
    key: (item) => item.key,
    quantity: (item) => item.quantity,
    subtotal: (item) => formatEuro(item.subtotal),
    total: (item) => formatEuro(item.subtotal),
    tax: () => ZERO,
    subtotalTax: () => ZERO,
    product: (item) => ({ node: item.product }),
    variation: ({ variation }) =>
      variation ? { node: variation, attributes: variationAttributes(variation) } : null,
  },
};
