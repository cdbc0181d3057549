import { SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ORDERINGS } from '../../store/product-order';
import { SEEDED, useTestShop } from '../../testing/shopper';

/** A product list as WooGraphQL storefronts ask it, under any where-argument. */
const LIST = `query ($where: RootQueryToProductConnectionWhereArgs) {
  products(first: 100, where: $where) { nodes { slug } }
}`;

describe('the product list under WooGraphQL where-arguments', () => {
  const shop = useTestShop('all');

  async function slugs(where: Record<string, unknown>): Promise<string[]> {
    const { products } = await shop.shopper.ok(LIST, { where });
    return products.nodes.map((node: { slug: string }) => node.slug);
  }

  it("given WooNuxt's listing filters (visible, published, from a price of 0), every product shown in the catalogue comes back", async () => {
    const listed = await slugs({ visibility: 'VISIBLE', status: 'publish', minPrice: 0 });
    expect(listed).toHaveLength(31);
    expect(listed).not.toContain('premium-shipping-insurance');
    expect(await slugs({ visibility: 'HIDDEN' })).toEqual(['premium-shipping-insurance']);
    expect(await slugs({ visibility: 'CATALOG' })).toHaveLength(31);
    expect(await slugs({ status: 'draft' })).toEqual([]);
  });

  it('given types, featured and category ids, the products are chosen by them', async () => {
    expect(await slugs({ type: 'VARIABLE' })).toEqual([
      'tesamorelin',
      'retatrutide',
      'nad-plus',
      'glycine-research-powder',
      'sterile-water',
    ]);
    expect(await slugs({ typeIn: ['SIMPLE'] })).toHaveLength(27);
    expect(await slugs({ typeNotIn: ['SIMPLE'] })).toHaveLength(5);
    expect(await slugs({ type: 'GROUPED' })).toEqual([]);
    expect(await slugs({ featured: true })).toEqual([
      'bpc-157-5mg',
      'retatrutide',
      'tirzepatide-powder-1g',
      'bac-water-10ml',
    ]);
    expect(await slugs({ categoryId: 18 })).toEqual(['premium-shipping-insurance']);
    expect(await slugs({ categoryIdIn: [17, 18] })).toHaveLength(6);
    expect(await slugs({ categoryIdNotIn: [15, 16, 17] })).toEqual(['premium-shipping-insurance']);
    expect(await slugs({ categoryNotIn: ['peptides', 'powders'] })).toHaveLength(6);
    expect(
      await slugs({ include: [SEEDED.bpc, SEEDED.semax, SEEDED.ghk], exclude: [SEEDED.ghk] }),
    ).toEqual(['bpc-157-5mg', 'semax-10mg']);
  });

  it('given ratings, the products whose approved reviews round to them come back', async () => {
    expect(await slugs({ rating: [5] })).toEqual(['bpc-157-5mg', 'bac-water-10ml']);
    expect(await slugs({ rating: [4] })).toEqual(['tesamorelin', 'retatrutide']);
    expect(await slugs({ rating: [1] })).toEqual([]);
  });

  it('given popularity, name, rating and review count, the list is sorted by them', async () => {
    const first = async (field: string, order = 'DESC') =>
      (await slugs({ orderby: [{ field, order }] })).slice(0, 3);
    expect(await first('POPULARITY')).toEqual(['bac-water-3ml', 'bac-water-10ml', 'retatrutide']);
    expect(await first('TOTAL_SALES')).toEqual(await first('POPULARITY'));
    expect(await first('NAME', 'ASC')).toEqual([
      'aod-9604-5mg',
      expect.any(String),
      expect.any(String),
    ]);
    expect(await first('RATING')).toEqual(['bac-water-10ml', 'bpc-157-5mg', 'tesamorelin']);
    expect(await first('REVIEW_COUNT')).toEqual(['bpc-157-5mg', 'retatrutide', 'tesamorelin']);
  });

  it.each([
    ['tag', 'research'],
    ['tagIn', ['research']],
    ['sku', 'PEP-0101'],
    ['productBrand', 'acme'],
    ['shippingClassId', 3],
    ['dateQuery', { year: 2024 }],
    ['taxonomyFilter', { filters: [{ taxonomy: 'PRODUCT_TAG', terms: ['x'] }] }],
    ['parent', 0],
  ])(
    'given where.%s, which the shop cannot answer, the list is refused naming it',
    async (field, value) => {
      const answer = await shop.shopper.send(LIST, { where: { [field]: value } });
      expect(answer.data?.products ?? null).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message: SERVER_MESSAGES.unsupportedArgument(`where.${field}`),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    },
  );

  it('given an argument sent as null, it counts as not given', async () => {
    expect(await slugs({ tag: null, sku: null, featured: null })).toHaveLength(32);
  });

  it('given an ordering the shop does not sort by, the list is refused naming it and the orderings it has', async () => {
    const answer = await shop.shopper.send(LIST, {
      where: { orderby: [{ field: 'MODIFIED', order: 'DESC' }] },
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: SERVER_MESSAGES.unsupportedOrdering('MODIFIED', PRODUCT_ORDERINGS.join(', ')),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('given the filter counts, the variations, the gallery and related products, unanswered where-arguments are refused there too', async () => {
    const refused = [
      '{ productFacets(where: { tag: "x" }) { inStockCount } }',
      `{ product(id: "${SEEDED.tesamorelin}", idType: DATABASE_ID) { ... on VariableProduct { variations(where: { minPrice: 1 }) { nodes { name } } } } }`,
      `{ product(id: "${SEEDED.bpc}", idType: DATABASE_ID) { galleryImages(where: { mimeType: IMAGE_JPEG }) { nodes { id } } } }`,
      `{ product(id: "${SEEDED.bpc}", idType: DATABASE_ID) { related(where: { shuffle: true }) { nodes { id } } } }`,
    ];
    for (const query of refused) {
      const answer = await shop.shopper.send(query);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(answer.errors?.[0]?.message).toMatch(
        /^This shop does not answer the argument where\./,
      );
    }
  });
});
