import { formatEuro } from '@peptide/domain';
import { bitcoinFees } from '../../cart/bitcoin-fee';
import type { Resolvers } from '../../generated/resolvers-types';
import { productById, variationById } from '../../store/catalog';
import type { Cart } from '../models';
import { NESTED_PAGE, paginate } from '../pagination';
import { variationAttributes } from './catalog';

const ZERO = formatEuro(0);

/** An applied coupon as upstream's `AppliedCoupon`: amounts as decimal strings. */
export function appliedCoupon(coupon: Cart['coupons'][number]) {
  return {
    code: coupon.code,
    description: coupon.description,
    discountAmount: coupon.discount.toFixed(2),
    discountTax: '0.00',
  };
}

/** Field resolvers of the `Cart` and `CartItem` types: money as formatted euros, as upstream. */
export const cartFieldResolvers: Resolvers = {
  Cart: {
    contents: (cart, args) => ({
      ...paginate(cart.items, args, NESTED_PAGE),
      itemCount: cart.items.reduce((sum, item) => sum + item.quantity, 0),
      productCount: cart.items.length,
    }),
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
    product: (item, _args, { db }) => {
      const product = productById(db, item.productId);
      return product ? { node: product } : null;
    },
    variation: (item, _args, { db }) => {
      const variation = item.variationId == null ? null : variationById(db, item.variationId);
      return variation ? { node: variation, attributes: variationAttributes(variation) } : null;
    },
  },
};
