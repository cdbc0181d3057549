import { encodeBase64, SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../testing/shopper';

/** WooNuxt's `getAllTerms`, with what a filter panel reads of each term. */
const ALL_TERMS = `query getAllTerms($hideEmpty: Boolean = false, $taxonomies: [TaxonomyEnum], $first: Int = 100) {
  terms(where: { taxonomies: $taxonomies, hideEmpty: $hideEmpty }, first: $first) {
    nodes {
      __typename id databaseId name slug count taxonomyName isTermNode isContentNode uri
      ... on ProductCategory { link parentDatabaseId }
      ... on PaSize { link }
    }
  }
}`;

const SIZES = ['5mg', '10mg', '20mg', '100mg', '500mg', '100g', '500g', '10ml', '30ml'];

describe('terms and taxonomies as a WooGraphQL storefront reads them', () => {
  const shop = useTestShop('all');

  it('given no filter, the terms are the categories, then the size terms in their order, each of its own type', async () => {
    const { terms } = await shop.shopper.ok(ALL_TERMS);
    expect(terms.nodes.map((term: { slug: string }) => term.slug)).toEqual([
      'powders',
      'peptides',
      'bac-water',
      'accessories',
      ...SIZES,
    ]);
    expect(terms.nodes[1]).toEqual({
      __typename: 'ProductCategory',
      id: encodeBase64('term:16'),
      databaseId: 16,
      name: 'Peptides',
      slug: 'peptides',
      count: 17,
      taxonomyName: 'product_cat',
      isTermNode: true,
      isContentNode: false,
      uri: '/product-category/peptides/',
      link: 'http://shop.test/product-category/peptides/',
      parentDatabaseId: null,
    });
    expect(terms.nodes[5]).toEqual({
      __typename: 'PaSize',
      id: encodeBase64('term:41'),
      databaseId: 41,
      name: '10mg',
      slug: '10mg',
      count: 2,
      taxonomyName: 'pa_size',
      isTermNode: true,
      isContentNode: false,
      uri: null,
      link: null,
    });
  });

  it('given taxonomies, only their terms come back; a taxonomy the shop has no terms in answers none', async () => {
    const categories = await shop.shopper.ok(ALL_TERMS, {
      taxonomies: ['PRODUCTCATEGORY'],
      hideEmpty: true,
    });
    expect(categories.terms.nodes.map((term: { count: number }) => term.count)).toEqual([
      9, 17, 5, 1,
    ]);
    const tags = await shop.shopper.ok(ALL_TERMS, { taxonomies: ['PRODUCTTAG'] });
    expect(tags.terms.nodes).toEqual([]);
  });

  it('given an order, a search and ids, the terms are sorted and chosen by them', async () => {
    const { byCount, searched, chosen } = await shop.shopper.ok(`{
      byCount: terms(where: { orderby: COUNT, order: DESC }, first: 3) { nodes { slug count } }
      searched: terms(where: { search: "ml" }) { nodes { slug } }
      chosen: terms(where: { include: ["40", "${encodeBase64('term:15')}"], exclude: ["15"] }) { nodes { slug } }
    }`);
    expect(byCount.nodes).toEqual([
      { slug: 'peptides', count: 17 },
      { slug: 'powders', count: 9 },
      { slug: 'bac-water', count: 5 },
    ]);
    expect(searched.nodes.map((term: { slug: string }) => term.slug)).toEqual(['10ml', '30ml']);
    expect(chosen.nodes).toEqual([{ slug: '5mg' }]);
  });

  it('given a where-argument the shop cannot answer, the terms are refused naming it', async () => {
    const answer = await shop.shopper.send('{ terms(where: { parent: 0 }) { nodes { slug } } }');
    expect(answer.errors?.[0]).toMatchObject({
      message: SERVER_MESSAGES.unsupportedArgument('where.parent'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('given the taxonomies, they are the product categories and the size attribute, with their terms', async () => {
    const { taxonomies, byName, byId, unknown } = await shop.shopper.ok(`{
      taxonomies {
        nodes {
          id name label hierarchical public graphqlSingleName graphqlPluralName restBase showInGraphql
          connectedTerms(first: 100) { nodes { slug } }
        }
      }
      byName: taxonomy(id: "pa_size", idType: NAME) { name label }
      byId: taxonomy(id: "${encodeBase64('taxonomy:product_cat')}") { name }
      unknown: taxonomy(id: "product_tag", idType: NAME) { name }
    }`);
    expect(taxonomies.nodes).toEqual([
      {
        id: encodeBase64('taxonomy:product_cat'),
        name: 'product_cat',
        label: 'Categories',
        hierarchical: true,
        public: true,
        graphqlSingleName: 'productCategory',
        graphqlPluralName: 'productCategories',
        restBase: 'product_cat',
        showInGraphql: true,
        connectedTerms: {
          nodes: ['powders', 'peptides', 'bac-water', 'accessories'].map((slug) => ({ slug })),
        },
      },
      {
        id: encodeBase64('taxonomy:pa_size'),
        name: 'pa_size',
        label: 'Size',
        hierarchical: false,
        public: false,
        graphqlSingleName: 'paSize',
        graphqlPluralName: 'allPaSize',
        restBase: 'pa_size',
        showInGraphql: true,
        connectedTerms: { nodes: SIZES.map((slug) => ({ slug })) },
      },
    ]);
    expect(byName).toEqual({ name: 'pa_size', label: 'Size' });
    expect(byId).toEqual({ name: 'product_cat' });
    expect(unknown).toBeNull();
  });

  it('given a product category, it answers as a term node of the product_cat taxonomy', async () => {
    const { productCategories } = await shop.shopper.ok(
      '{ productCategories(first: 1) { nodes { taxonomyName termTaxonomyId termGroupId isTermNode isComment isRestricted } } }',
    );
    expect(productCategories.nodes[0]).toEqual({
      taxonomyName: 'product_cat',
      termTaxonomyId: 15,
      termGroupId: 0,
      isTermNode: true,
      isComment: false,
      isRestricted: false,
    });
  });
});
