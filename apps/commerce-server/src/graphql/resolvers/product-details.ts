import type { Resolvers } from '../../generated/resolvers-types';
import type { Product, ProductVariation } from '../../model/models';
import { productAttributes } from '../../store/attributes';
import { pageOfProducts } from '../../store/catalog';
import type { Term } from '../../store/term-query';
import type { GraphQLContext } from '../context';
import { NESTED_PAGE, pageOfRows, paginate } from '../pagination';
import { refuseUnanswered } from '../unanswered-arguments';
import { nodeFlags } from './node-flags';
import { termConnection } from './terms';

const NOTHING_ANSWERED: ReadonlySet<string> = new Set();

/** A measurement as WooCommerce answers it: the stored number as text, null when unmeasured. */
const measure = (value: number | null) => (value == null ? null : String(value));

/**
 * A product's meta data as WordPress stores it: the certificate-of-analysis links of the ACF
 * field group `productPage` (the shop's `productCertificates`), under ACF's field names
 * (`coa_name`, `coa_file`, `coa_name_2` …). The shop keeps no other meta.
 */
function productMeta(product: Product) {
  return product.coas.flatMap((coa, index) => {
    const suffix = index === 0 ? '' : `_${index + 1}`;
    return [
      { id: null, key: `coa_name${suffix}`, value: coa.name },
      { id: null, key: `coa_file${suffix}`, value: coa.file },
    ];
  });
}

type MetaArgs = {
  key?: string | null;
  keysIn?: readonly (string | null)[] | null;
  multiple?: boolean | null;
};

/** The meta entries the arguments ask for: one key, several, or all; one entry a key unless `multiple`. */
function pickMeta(meta: ReturnType<typeof productMeta>, args: MetaArgs) {
  const keys = args.key != null ? [args.key] : args.keysIn?.filter((key) => key != null);
  const chosen = keys ? meta.filter((entry) => keys.includes(entry.key)) : meta;
  if (args.multiple || !keys) return chosen;
  return chosen.filter((entry, index) => chosen.findIndex((e) => e.key === entry.key) === index);
}

/**
 * The products related to one, as WooCommerce's related products: those sharing a category
 * with it and shown in the catalogue, itself left out. WooCommerce shuffles them; the shop keeps
 * the catalogue's order, so that a product page reads the same on every visit.
 */
async function related(
  product: Product,
  args: { first?: number | null; after?: string | null; where?: object | null },
  { db, catalog }: GraphQLContext,
) {
  refuseUnanswered(args.where, NOTHING_ANSWERED);
  const categories = await catalog.categoriesOf(product.databaseId);
  let found = 0;
  const filter = {
    categoryIdIn: categories.map((category) => category.databaseId),
    exclude: [product.databaseId],
    visibility: 'CATALOG' as const,
  };
  const page = await pageOfRows(args, async (rows) => {
    if (filter.categoryIdIn.length === 0) return [];
    const result = await pageOfProducts(db, filter, rows);
    found = result.total;
    return catalog.remember(result.products);
  });
  return { ...page, found };
}

/** A product's terms: its categories, then the global attribute terms its variations use. */
async function termsOf(product: Product, { catalog }: GraphQLContext): Promise<Term[]> {
  const categories = await catalog.categoriesOf(product.databaseId);
  if (product.type !== 'VARIABLE') return categories;
  const [variations, globals, terms] = await Promise.all([
    catalog.variationsOf(product.databaseId),
    catalog.globalAttributes(),
    catalog.attributeTerms(),
  ]);
  const attributes = productAttributes(product.databaseId, variations, globals, terms);
  return [...categories, ...attributes.flatMap((attribute) => attribute.terms)];
}

/** The fields of a product beyond price and stock, alike for simple and variable products. */
const productDetailFields = {
  ...nodeFlags('content'),
  contentTypeName: () => 'product',
  featured: (product: Product) => product.featured,
  catalogVisibility: (product: Product) => product.catalogVisibility,
  menuOrder: (product: Product) => product.menuOrder,
  // Every product has a price and is published; being out of stock does not change this.
  purchasable: () => true,
  // The shop ships every product it sells: none is virtual or a download.
  virtual: () => false,
  shippingRequired: () => true,
  backorders: () => 'NO' as const,
  backordersAllowed: () => false,
  soldIndividually: () => false,
  weight: (product: Product) => measure(product.weight),
  length: (product: Product) => measure(product.length),
  width: (product: Product) => measure(product.width),
  height: (product: Product) => measure(product.height),
  metaData: (product: Product, args: MetaArgs) => pickMeta(productMeta(product), args),
  galleryImages: async (
    product: Product,
    args: { first?: number | null; after?: string | null; where?: object | null },
    { catalog }: GraphQLContext,
  ) => {
    refuseUnanswered(args.where, NOTHING_ANSWERED);
    return paginate(await catalog.galleryOf(product.databaseId), args, NESTED_PAGE);
  },
  related,
  terms: async (
    product: Product,
    args: { first?: number | null; after?: string | null; where?: object | null },
    ctx: GraphQLContext,
  ) => termConnection(await termsOf(product, ctx), args, ctx),
};

/** A variation's parent, whose measurements it takes, as WooCommerce's variations do. */
const parentOf = (variation: ProductVariation, { catalog }: GraphQLContext) =>
  catalog.product(variation.parentId);

const parentMeasure =
  (field: 'weight' | 'length' | 'width' | 'height') =>
  async (variation: ProductVariation, _args: unknown, ctx: GraphQLContext) =>
    measure((await parentOf(variation, ctx))?.[field] ?? null);

/** Resolvers of the product fields beyond price and stock: flags, measurements, meta, relations. */
export const productDetailResolvers: Resolvers = {
  ProductUnion: {
    __resolveType: (item) =>
      'parentId' in item
        ? 'SimpleProductVariation'
        : item.type === 'VARIABLE'
          ? 'VariableProduct'
          : 'SimpleProduct',
  },
  SimpleProduct: { ...productDetailFields, downloadable: () => false },
  VariableProduct: productDetailFields,
  SimpleProductVariation: {
    ...nodeFlags('content'),
    contentTypeName: () => 'product_variation',
    hasAttributes: (variation) => variation.attributes.length > 0,
    // On sale as its parent is (catalog.ts): while it has a sale price.
    onSale: (variation) => variation.salePrice != null,
    purchasable: () => true,
    virtual: () => false,
    downloadable: () => false,
    shippingRequired: () => true,
    backorders: () => 'NO',
    backordersAllowed: () => false,
    soldIndividually: () => false,
    weight: parentMeasure('weight'),
    length: parentMeasure('length'),
    width: parentMeasure('width'),
    height: parentMeasure('height'),
    metaData: () => [],
  },
};
