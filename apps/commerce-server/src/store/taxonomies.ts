import { CATEGORY_TAXONOMY, type GlobalAttribute, type Taxonomy } from '../model/terms';

/** The product categories' taxonomy, as WooCommerce registers it and WPGraphQL names it. */
const CATEGORIES: Taxonomy = {
  name: CATEGORY_TAXONOMY,
  label: 'Categories',
  description: '',
  graphqlSingleName: 'productCategory',
  graphqlPluralName: 'productCategories',
  hierarchical: true,
  public: true,
  restBase: CATEGORY_TAXONOMY,
};

/** `pa_size` to `PaSize`: the GraphQL type of a global attribute's terms, as WooGraphQL names it. */
export function attributeTermType(taxonomy: string): string {
  return taxonomy
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * The taxonomies the shop's products are sorted by: the product categories, then each global
 * attribute, which WooCommerce registers as a taxonomy of its own (not public: it has no
 * archive page) and WooGraphQL names after it (`paSize`, `allPaSize`).
 *
 * @param attributes - the global attributes
 * @returns the taxonomies, categories first
 */
export function shopTaxonomies(attributes: readonly GlobalAttribute[]): Taxonomy[] {
  return [
    CATEGORIES,
    ...attributes.map((attribute) => {
      const type = attributeTermType(attribute.taxonomy);
      return {
        name: attribute.taxonomy,
        label: attribute.label,
        description: '',
        graphqlSingleName: type.charAt(0).toLowerCase() + type.slice(1),
        graphqlPluralName: `all${type}`,
        hierarchical: false,
        public: false,
        restBase: attribute.taxonomy,
      };
    }),
  ];
}
