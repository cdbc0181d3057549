import { bitcoinFees } from '../../cart/bitcoin-fee';
import type { Resolvers } from '../../generated/resolvers-types';
import { NESTED_PAGE, paginate } from '../pagination';
import { money, variationAttributes } from './catalog';
import { globalId, ID_TYPES } from './ids';

/**
 * Field resolvers of the `Cart` and `CartItem` types: money as formatted euros, or as the plain
 * decimal with `format: RAW`, as upstream.
 */
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
    appliedCoupons: (cart) => cart.coupons,
    availableShippingMethods: (cart) =>
      cart.rates.length === 0
        ? []
        : [
            {
              packageDetails: `${cart.items.reduce((sum, item) => sum + item.quantity, 0)} item(s)`,
              supportsShippingCalculator: true,
              rates: cart.rates,
            },
          ],
    chosenShippingMethods: (cart) => cart.chosenShippingMethods,
    subtotal: (cart, args) => money(cart.subtotal, args.format),
    subtotalTax: (_cart, args) => money(0, args.format),
    contentsTotal: (cart, args) => money(cart.subtotal - cart.discount, args.format),
    discountTotal: (cart, args) => money(cart.discount, args.format),
    discountTax: (_cart, args) => money(0, args.format),
    shippingTotal: (cart, args) => money(cart.shipping, args.format),
    shippingTax: (_cart, args) => money(0, args.format),
    feeTotal: (cart, args) => money(-cart.bitcoinDiscount, args.format),
    fees: (cart) =>
      bitcoinFees(cart.bitcoinDiscount).map((fee) => ({
        ...fee,
        total: fee.amount,
        taxable: false,
      })),
    total: (cart, args) => money(cart.total, args.format),
    totalTax: (_cart, args) => money(0, args.format),
    isEmpty: (cart) => cart.items.length === 0,
    needsShippingAddress: (cart) => cart.items.length > 0,
  },
  AppliedCoupon: {
    discountAmount: (coupon, args) => money(coupon.discount, args.format) as string,
    discountTax: (_coupon, args) => money(0, args.format) as string,
  },
  ShippingRate: {
    cost: (rate, args) => money(rate.cost, args.format),
  },
  CartItem: {
    __resolveType: () => 'SimpleCartItem',
  },
  SimpleCartItem: {
    id: (item) => globalId(ID_TYPES.cartItem, item.key),
    key: (item) => item.key,
    quantity: (item) => item.quantity,
    subtotal: (item, args) => money(item.subtotal, args.format),
    total: (item, args) => money(item.subtotal, args.format),
    tax: (_item, args) => money(0, args.format),
    subtotalTax: (_item, args) => money(0, args.format),
    product: (item) => ({ node: item.product }),
    variation: ({ variation }) =>
      variation ? { node: variation, attributes: variationAttributes(variation) } : null,
  },
};
