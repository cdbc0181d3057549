import type { Resolvers } from '../../generated/resolvers-types';
import type { Product } from '../../model/models';
import type { ProductAttribute } from '../../model/terms';
import { productAttributes } from '../../store/attributes';
import type { GraphQLContext } from '../context';
import { NESTED_PAGE, paginate } from '../pagination';
import { refuseUnanswered } from '../unanswered-arguments';
import { globalId } from './ids';
import { termConnection } from './terms';

/** A product's attributes, derived from its variations (see `productAttributes`). */
async function attributesOf(product: Product, { catalog }: GraphQLContext) {
  if (product.type !== 'VARIABLE') return [];
  const [variations, globals, terms] = await Promise.all([
    catalog.variationsOf(product.databaseId),
    catalog.globalAttributes(),
    catalog.attributeTerms(),
  ]);
  return productAttributes(product.databaseId, variations, globals, terms);
}

type PageArgs = { first?: number | null; after?: string | null };

/** The `ProductWithAttributes` fields, alike for every product type. */
const attributeFields = {
  attributes: async (
    product: Product,
    args: PageArgs & { where?: { type?: 'GLOBAL' | 'LOCAL' | null } | null },
    ctx: GraphQLContext,
  ) => {
    refuseUnanswered(args.where, new Set(['type']));
    const scope = args.where?.type;
    const list = await attributesOf(product, ctx);
    return paginate(
      list.filter((attribute) => !scope || attribute.scope === scope),
      args,
      NESTED_PAGE,
    );
  },
  globalAttributes: async (product: Product, args: PageArgs, ctx: GraphQLContext) =>
    paginate(
      (await attributesOf(product, ctx)).filter((attribute) => attribute.scope === 'GLOBAL'),
      args,
      NESTED_PAGE,
    ),
  localAttributes: async (product: Product, args: PageArgs, ctx: GraphQLContext) =>
    paginate(
      (await attributesOf(product, ctx)).filter((attribute) => attribute.scope === 'LOCAL'),
      args,
      NESTED_PAGE,
    ),
  // The choices a product page opens with: the shop sets none, so a page opens unchosen.
  defaultAttributes: (_product: Product, args: PageArgs) => paginate([], args, NESTED_PAGE),
};

/** The `ProductAttribute` fields, alike for global and local attributes. */
const productAttributeFields = {
  id: (attribute: ProductAttribute) =>
    globalId('product_attribute', `${attribute.productId}:${attribute.name}`),
  attributeId: (attribute: ProductAttribute) => attribute.attributeId,
  name: (attribute: ProductAttribute) => attribute.name,
  label: (attribute: ProductAttribute) => attribute.label,
  options: (attribute: ProductAttribute) => attribute.options,
  position: (attribute: ProductAttribute) => attribute.position,
  visible: (attribute: ProductAttribute) => attribute.visible,
  variation: (attribute: ProductAttribute) => attribute.variation,
  scope: (attribute: ProductAttribute) => attribute.scope,
};

/** Resolvers of product attributes: global ones with their terms, and local ones. */
export const attributeResolvers: Resolvers = {
  SimpleProduct: attributeFields,
  VariableProduct: attributeFields,
  ProductAttribute: {
    __resolveType: (attribute) =>
      attribute.scope === 'GLOBAL' ? 'GlobalProductAttribute' : 'LocalProductAttribute',
  },
  GlobalProductAttribute: {
    ...productAttributeFields,
    slug: (attribute) => attribute.name,
    terms: (attribute, args, ctx) => termConnection(attribute.terms, args, ctx),
  },
  LocalProductAttribute: productAttributeFields,
  VariationAttribute: {
    // A global attribute's value is one of its terms (by slug); a local one has no term.
    attributeId: async (attribute, _args, { catalog }) => {
      const globals = await catalog.globalAttributes();
      if (!globals.some((global) => global.taxonomy === attribute.name)) return 0;
      const terms = await catalog.attributeTerms();
      return (
        terms.find((term) => term.taxonomy === attribute.name && term.slug === attribute.value)
          ?.databaseId ?? null
      );
    },
  },
};
