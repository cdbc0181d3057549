import type { Resolvers } from '../../generated/resolvers-types';
import { listProducts } from '../../store/catalog';
import { PRODUCT_FILTER_ARGUMENTS } from '../../store/product-filter';
import { PRODUCT_ORDERINGS } from '../../store/product-order';
import { pageOfRows, paginate } from '../pagination';
import { refuseUnanswered, refuseUnansweredOrdering } from '../unanswered-arguments';

/**
 * Upstream fields real WooGraphQL storefronts ask for beside the shop's own reads: a category's
 * products (the category page of a Nuxt shop), and a customer's downloads, of which the shop has
 * none (no product of the seed is downloadable), so the connection is empty. (The external and
 * grouped product types are in the schema for the fragments clients spread on them; the shop's
 * products are simple or variable, so no list holds one.)
 */
export const storefrontRelationResolvers: Resolvers = {
  ProductCategory: {
    products: async (category, args, { db, catalog }) => {
      const where = args.where ?? {};
      refuseUnanswered(where, PRODUCT_FILTER_ARGUMENTS);
      refuseUnansweredOrdering(where.orderby, PRODUCT_ORDERINGS);
      return pageOfRows(args, async (rows) =>
        catalog.remember(
          await listProducts(db, { ...where, categoryId: category.databaseId }, rows),
        ),
      );
    },
  },
  Customer: {
    downloadableItems: (_customer, args) => paginate([], args),
  },
};
