import type { Db } from '../db/database';
import type { ProductVariation } from '../model/models';
import type { AttributeTerm, GlobalAttribute, ProductAttribute } from '../model/terms';

/** The global attributes in id order. */
export async function listGlobalAttributes(db: Db): Promise<GlobalAttribute[]> {
  const rows = await db.selectFrom('product_attributes').selectAll().orderBy('id').execute();
  return rows.map((row) => ({ databaseId: row.id, taxonomy: row.taxonomy, label: row.label }));
}

/** The key a variation's attribute value and a term share: the taxonomy and the term's slug. */
const usageKey = (taxonomy: string, slug: string) => `${taxonomy}\u0000${slug}`;

/**
 * Every term of the global attributes, by attribute and then menu order, each with the number
 * of products whose variations use it (WordPress counts a term's products, not its variations).
 *
 * @param db - the connection
 * @returns the terms, in two statements: the terms, and the variations' attribute values
 * @remarks The values live in each variation's attribute list (JSON text): they are read and
 *   counted here rather than in SQL, the same way on both engines.
 */
export async function listAttributeTerms(db: Db): Promise<AttributeTerm[]> {
  const [terms, variations] = await Promise.all([
    db
      .selectFrom('attribute_terms as t')
      .innerJoin('product_attributes as a', 'a.id', 't.attribute_id')
      .select([
        't.id',
        't.attribute_id',
        'a.taxonomy',
        't.name',
        't.slug',
        't.description',
        't.menu_order',
      ])
      .orderBy('t.attribute_id')
      .orderBy('t.menu_order')
      .orderBy('t.id')
      .execute(),
    db.selectFrom('variations').select(['parent_id', 'attributes']).execute(),
  ]);
  const products = new Map<string, Set<number>>();
  for (const variation of variations) {
    for (const { name, value } of JSON.parse(variation.attributes) as {
      name: string;
      value: string;
    }[]) {
      const key = usageKey(name, value);
      const users = products.get(key) ?? new Set<number>();
      users.add(variation.parent_id);
      products.set(key, users);
    }
  }
  return terms.map((term) => ({
    databaseId: term.id,
    attributeId: term.attribute_id,
    taxonomy: term.taxonomy,
    name: term.name,
    slug: term.slug,
    description: term.description,
    menuOrder: term.menu_order,
    count: products.get(usageKey(term.taxonomy, term.slug))?.size ?? 0,
  }));
}

/** Each value once, in the order first met. */
const distinct = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/**
 * A variable product's attributes, derived from its variations as WooCommerce lists them: one
 * per attribute name the variations use, in the order first met, used for variations and
 * visible on the product page. A name that is a global attribute's taxonomy is that attribute,
 * its options the slugs of the terms the variations use, in the attribute's order; any other
 * name is a local attribute, its options the values as written.
 *
 * @param productId - the product
 * @param variations - its variations in menu order (none for a simple product, which then has none)
 * @param globals - the global attributes
 * @param terms - their terms in menu order
 * @returns the product's attributes
 */
export function productAttributes(
  productId: number,
  variations: readonly ProductVariation[],
  globals: readonly GlobalAttribute[],
  terms: readonly AttributeTerm[],
): ProductAttribute[] {
  const names = distinct(
    variations.flatMap((v) => v.attributes.map((attribute) => attribute.name)),
  );
  return names.map((name, position) => {
    const values = distinct(
      variations.flatMap((v) => v.attributes.filter((a) => a.name === name).map((a) => a.value)),
    );
    const shared = { productId, position, name, visible: true, variation: true };
    const global = globals.find((attribute) => attribute.taxonomy === name);
    if (!global) {
      return { ...shared, label: name, attributeId: 0, scope: 'LOCAL', options: values, terms: [] };
    }
    const used = terms.filter(
      (term) =>
        term.attributeId === global.databaseId &&
        (values.includes(term.slug) || values.includes(term.name)),
    );
    return {
      ...shared,
      label: global.label,
      attributeId: global.databaseId,
      scope: 'GLOBAL',
      options: used.map((term) => term.slug),
      terms: used,
    };
  });
}
