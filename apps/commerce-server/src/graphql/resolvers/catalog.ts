import { formatEuro, round2, SERVER_MESSAGES } from '@peptide/domain';
import { type GraphQLResolveInfo, Kind, type SelectionNode } from 'graphql';
import { MAX_TEXT_LENGTH } from '../../config';
import type { Db } from '../../db/database';
import { limitLength, userError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import type { Product, ProductVariation } from '../../model/models';
import {
  activePrice,
  listProducts,
  pageOfProducts,
  productById,
  productBySku,
  productBySlug,
} from '../../store/catalog';
import { productFacets } from '../../store/catalog-facets';
import { listCategories } from '../../store/categories';
import { PRODUCT_FILTER_ARGUMENTS } from '../../store/product-filter';
import { PRODUCT_ORDERINGS } from '../../store/product-order';
import type { CatalogLoader } from '../catalog-loader';
import type { GraphQLContext } from '../context';
import { NESTED_PAGE, offsetPageOfRows, pageOfRows, paginate } from '../pagination';
import { refuseUnanswered, refuseUnansweredOrdering } from '../unanswered-arguments';
import { foundLeftOut, withPluginTotal } from '../upstream-pages';
import { databaseIdFrom, globalId, ID_TYPES, numericId } from './ids';

type Format = 'FORMATTED' | 'RAW' | null | undefined;

/** A price as upstream answers it: `€1,234.50` formatted (the default) or `1234.50` raw. */
export function money(amount: number | null, format?: Format): string | null {
  if (amount == null) return null;
  return format === 'RAW' ? round2(amount).toFixed(2) : formatEuro(amount);
}

/**
 * A variable product's price from its variations' prices, as upstream: formatted, the cheapest
 * and dearest as a range (one price when they are equal); raw, every price in ascending order,
 * separated by a comma and a space (`10.00, 10.00, 20.00`).
 */
function priceRange(amounts: number[], format: Format): string | null {
  if (amounts.length === 0) return null;
  const sorted = [...amounts].sort((a, b) => a - b);
  if (format === 'RAW') return sorted.map((amount) => money(amount, format)).join(', ');
  const low = sorted[0] ?? 0;
  const high = sorted[sorted.length - 1] ?? 0;
  if (low === high) return money(low, format);
  return `${money(low, format)} - ${money(high, format)}`;
}

function pricing(field: 'active' | 'regular' | 'sale') {
  return async (product: Product, args: { format?: Format }, { catalog }: GraphQLContext) => {
    const pick = (item: Pick<Product, 'regularPrice' | 'salePrice'>) =>
      field === 'active'
        ? activePrice(item)
        : field === 'regular'
          ? item.regularPrice
          : item.salePrice;
    if (product.type === 'SIMPLE') return money(pick(product), args.format);
    const amounts = (await catalog.variationsOf(product.databaseId))
      .map(pick)
      .filter((amount): amount is number => amount != null);
    return priceRange(amounts, args.format);
  };
}

async function onSale(product: Product, catalog: CatalogLoader): Promise<boolean> {
  if (product.type === 'SIMPLE') return product.salePrice != null;
  return (await catalog.variationsOf(product.databaseId)).some(
    (variation) => variation.salePrice != null,
  );
}

async function findProduct(
  db: Db,
  id: string,
  idType: string | null | undefined,
): Promise<Product> {
  const type = idType ?? 'ID';
  const product = await (type === 'SLUG'
    ? productBySlug(db, id)
    : type === 'SKU'
      ? productBySku(db, id)
      : productById(
          db,
          type === 'DATABASE_ID' ? numericId(id, 'product') : databaseIdFrom(id, 'product'),
        ));
  if (!product) {
    const what = type === 'SLUG' ? 'slug' : type === 'SKU' ? 'SKU' : 'ID';
    throw userError(SERVER_MESSAGES.productNotFound(what, id.slice(0, 100)), 'NOT_FOUND');
  }
  return product;
}

const productFields = {
  id: (product: Product) => globalId(ID_TYPES.product, product.databaseId),
  databaseId: (product: Product) => product.databaseId,
  name: (product: Product) => product.name,
  slug: (product: Product) => product.slug,
  sku: (product: Product) => product.sku,
  type: (product: Product) => product.type,
  status: () => 'publish',
  date: (product: Product) => product.date,
  totalSales: (product: Product) => product.totalSales,
  description: (product: Product) => product.description,
  shortDescription: (product: Product) => product.shortDescription,
  link: (product: Product, _args: unknown, ctx: GraphQLContext) =>
    `${ctx.config.storefrontUrl}/product/${product.slug}`,
  image: (product: Product, _args: unknown, ctx: GraphQLContext) =>
    product.imageId == null ? null : ctx.catalog.media(product.imageId),
  onSale: (product: Product, _args: unknown, ctx: GraphQLContext) => onSale(product, ctx.catalog),
  productCategories: (
    product: Product,
    args: { first?: number | null; after?: string | null },
    ctx: GraphQLContext,
  ) =>
    ctx.catalog.categoriesOf(product.databaseId).then((list) => paginate(list, args, NESTED_PAGE)),
  price: pricing('active'),
  regularPrice: pricing('regular'),
  salePrice: pricing('sale'),
  manageStock: (product: Product) => manageStock(product.manageStock),
  stockQuantity: (product: Product) => (product.manageStock ? product.stockQuantity : null),
  stockStatus: (product: Product) => product.stockStatus,
};

/** Upstream's stock management flag: TRUE or FALSE (PARENT is a variation's that follows its product). */
function manageStock(managed: boolean): 'TRUE' | 'FALSE' {
  return managed ? 'TRUE' : 'FALSE';
}

/** A product's certificate-of-analysis links as the shop's `ProductPage`; null when it has none. */
function productCertificates(product: Product) {
  if (product.coas.length === 0) return null;
  return {
    coaName: product.coas[0]?.name ?? null,
    coaFile: product.coas[0]?.file ?? null,
    coaName2: product.coas[1]?.name ?? null,
    coaFile2: product.coas[1]?.file ?? null,
    coaName3: product.coas[2]?.name ?? null,
    coaFile3: product.coas[2]?.file ?? null,
  };
}

/** The where-arguments of a product's variations this shop answers. */
const VARIATION_FILTER_ARGUMENTS: ReadonlySet<string> = new Set([
  'include',
  'exclude',
  'stockStatus',
]);

/** The where-arguments of a product list: the filters, and the Offset Pagination plugin's page. */
const PRODUCT_LIST_ARGUMENTS: ReadonlySet<string> = new Set([
  ...PRODUCT_FILTER_ARGUMENTS,
  'offsetPagination',
]);

/**
 * Refuses a product list's where-arguments and orderings the shop does not answer (see
 * {@link PRODUCT_FILTER_ARGUMENTS} and {@link PRODUCT_ORDERINGS}).
 */
function refuseUnansweredFilters(where: {
  orderby?: readonly ({ field: string } | null)[] | null;
}) {
  refuseUnanswered(where, PRODUCT_LIST_ARGUMENTS);
  refuseUnansweredOrdering(where.orderby, PRODUCT_ORDERINGS);
}

/** Whether the field's own selection (or an inline fragment of it) asks for a subfield. */
function selects(info: GraphQLResolveInfo, name: string): boolean {
  const within = (selections: readonly SelectionNode[] | undefined): boolean =>
    (selections ?? []).some((selection) =>
      selection.kind === Kind.FIELD
        ? selection.name.value === name
        : selection.kind === Kind.INLINE_FRAGMENT && within(selection.selectionSet.selections),
    );
  return info.fieldNodes.some((node) => within(node.selectionSet?.selections));
}

/** Resolvers of the catalogue: products, variations and categories. */
export const catalogResolvers: Resolvers = {
  RootQuery: {
    product: async (_root, args, { db, catalog }) => {
      const product = await findProduct(db, args.id, args.idType);
      catalog.remember([product]);
      return product;
    },
    products: async (_root, args, { db, catalog, config }, info) => {
      const where = args.where ?? {};
      refuseUnansweredFilters(where);
      limitLength(where.search, 'search', MAX_TEXT_LENGTH);
      if (where.offsetPagination) {
        const page = await offsetPageOfRows(where.offsetPagination, async (rows) => {
          const result = await pageOfProducts(db, where, rows);
          return { rows: catalog.remember(result.products), total: result.total };
        });
        return config.extensions ? page : withPluginTotal(page);
      }
      // WooGraphQL's `found` (the list's size) is counted in the page's own statement, and
      // only when asked for (and, upstream, not after a cursor).
      if (!selects(info, 'found') || (!config.extensions && foundLeftOut(args.after))) {
        return pageOfRows(args, async (rows) =>
          catalog.remember(await listProducts(db, where, rows)),
        );
      }
      let found = 0;
      const page = await pageOfRows(args, async (rows) => {
        const result = await pageOfProducts(db, where, rows);
        found = result.total;
        return catalog.remember(result.products);
      });
      return { ...page, found };
    },
    productCertificates: async (_root, args, { catalog }) => {
      const product = await catalog.product(args.productId);
      return product ? productCertificates(product) : null;
    },
    productFacets: (_root, args, { db }) => {
      const where = args.where ?? {};
      refuseUnansweredFilters(where);
      limitLength(where.search, 'search', MAX_TEXT_LENGTH);
      return productFacets(db, where);
    },
    productCategories: async (_root, args, { db, catalog }) =>
      paginate(catalog.remember(await listCategories(db, args.where ?? {})), args, NESTED_PAGE),
  },
  Product: {
    __resolveType: (product) => (product.type === 'VARIABLE' ? 'VariableProduct' : 'SimpleProduct'),
  },
  SimpleProduct: productFields,
  VariableProduct: {
    ...productFields,
    manageStock: () => 'FALSE',
    stockQuantity: () => null,
    variations: async (product, args, { catalog }) => {
      refuseUnanswered(args.where, VARIATION_FILTER_ARGUMENTS);
      const include = args.where?.include?.filter((id): id is number => id != null);
      const exclude = args.where?.exclude?.filter((id): id is number => id != null) ?? [];
      const statuses = args.where?.stockStatus?.filter((status) => status != null);
      const variations = (await catalog.variationsOf(product.databaseId))
        .filter((variation) => !include || include.includes(variation.databaseId))
        .filter((variation) => !exclude.includes(variation.databaseId))
        .filter(
          (variation) =>
            !statuses || statuses.length === 0 || statuses.includes(variation.stockStatus),
        );
      return paginate(variations, args, NESTED_PAGE);
    },
  },
  ProductVariation: {
    __resolveType: () => 'SimpleProductVariation',
  },
  SimpleProductVariation: {
    id: (variation) => globalId(ID_TYPES.variation, variation.databaseId),
    databaseId: (variation) => variation.databaseId,
    name: (variation) => variation.name,
    slug: (variation) => variation.slug,
    sku: (variation) => variation.sku,
    description: (variation) => variation.description,
    image: async (variation, _args, { catalog }) => {
      const imageId =
        variation.imageId ?? (await catalog.product(variation.parentId))?.imageId ?? null;
      return imageId == null ? null : catalog.media(imageId);
    },
    price: (variation, args) => money(activePrice(variation), args.format),
    regularPrice: (variation, args) => money(variation.regularPrice, args.format),
    salePrice: (variation, args) => money(variation.salePrice, args.format),
    manageStock: (variation) => (variation.manageStock ? 'TRUE' : 'FALSE'),
    stockQuantity: (variation) => (variation.manageStock ? variation.stockQuantity : null),
    stockStatus: (variation) => variation.stockStatus,
    attributes: (variation, args) => paginate(variationAttributes(variation), args, NESTED_PAGE),
  },
  ProductCategory: {
    uri: (category) => `/product-category/${category.slug}/`,
    image: (category, _args, { catalog }) =>
      category.imageId == null ? null : catalog.media(category.imageId),
  },
};

/**
 * An attribute's name as WooCommerce's `wc_attribute_taxonomy_slug` gives it, a variation
 * attribute's label: `pa_size` is `size`.
 */
const attributeSlug = (name: string) => name.toLowerCase().replace(/\s+/g, '-').replace(/^pa_/, '');

/**
 * The attributes of a variation as the schema's `VariationAttribute` nodes; their `attributeId`
 * (the term of a global attribute) is resolved when asked for.
 */
export function variationAttributes(variation: ProductVariation) {
  return variation.attributes.map((attribute, index) => ({
    id: globalId(ID_TYPES.attribute, `${variation.databaseId}${String(index).padStart(2, '0')}`),
    name: attribute.name,
    label: attributeSlug(attribute.name),
    value: attribute.value,
  }));
}
