/**
 * The catalogue's taxonomies and terms beyond categories: the global attributes (WooCommerce's
 * `pa_` taxonomies) with their terms, and a product's attributes as WooGraphQL answers them.
 */

/** A global attribute: a `pa_` taxonomy such as `pa_size`, labelled for shoppers (`Size`). */
export interface GlobalAttribute {
  databaseId: number;
  taxonomy: string;
  label: string;
}

/** A term of a global attribute (`5mg` of `pa_size`), with the number of products using it. */
export interface AttributeTerm {
  databaseId: number;
  attributeId: number;
  taxonomy: string;
  name: string;
  slug: string;
  description: string;
  menuOrder: number;
  count: number;
}

/**
 * One attribute of a product, as WooCommerce keeps it in the product's attribute list: a global
 * one (scope GLOBAL, its options the slugs of its terms the product uses) or a local one (scope
 * LOCAL, options written on the product).
 */
export interface ProductAttribute {
  productId: number;
  /** Its place in the product's list, from 0. */
  position: number;
  /** The taxonomy of a global attribute (`pa_size`), the written name of a local one. */
  name: string;
  label: string;
  /** The global attribute's id; 0 for a local attribute, as WooCommerce has it. */
  attributeId: number;
  scope: 'GLOBAL' | 'LOCAL';
  options: string[];
  /** The terms of a global attribute the product uses, in the attribute's order. */
  terms: AttributeTerm[];
  visible: boolean;
  variation: boolean;
}

/** A taxonomy the shop answers (`product_cat`, `pa_size`), named as WPGraphQL names it. */
export interface Taxonomy {
  name: string;
  label: string;
  description: string;
  graphqlSingleName: string;
  graphqlPluralName: string;
  hierarchical: boolean;
  public: boolean;
  restBase: string;
}

/** The taxonomy of the shop's product categories, as WooCommerce names it. */
export const CATEGORY_TAXONOMY = 'product_cat';
