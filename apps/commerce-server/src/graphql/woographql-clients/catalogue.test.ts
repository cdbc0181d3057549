import { describe, expect, it } from 'vitest';
import { SEEDED, useTestShop } from '../../testing/shopper';

/**
 * Fragments as a WooGraphQL storefront (WooNuxt's `getProduct`) writes them: on the product
 * interfaces, on each product type, on the attribute and term types, with aliased sizes.
 */
const FRAGMENTS = `
fragment Image on MediaItem {
  databaseId sourceUrl altText title srcSet sizes
  cartSourceUrl: sourceUrl(size: THUMBNAIL)
  productCardSourceUrl: sourceUrl(size: WOOCOMMERCE_THUMBNAIL)
  mediaDetails { width height }
}
fragment Pricing on ProductWithPricing {
  price rawPrice: price(format: RAW) regularPrice rawRegularPrice: regularPrice(format: RAW)
  salePrice rawSalePrice: salePrice(format: RAW)
}
fragment Inventory on InventoriedProduct {
  manageStock stockQuantity stockStatus lowStockAmount backorders backordersAllowed soldIndividually
}
fragment Dimensions on ProductWithDimensions { weight length width height shippingRequired }
fragment ProductAttribute on ProductAttribute {
  id attributeId name label options position visible variation scope
  ... on GlobalProductAttribute {
    slug
    terms(where: { orderby: MENU_ORDER, order: ASC }) {
      edges { node { __typename databaseId name slug taxonomyName ... on PaSize { count uri } } }
    }
  }
}
fragment ProductWithAttributes on ProductWithAttributes {
  attributes { nodes { ...ProductAttribute } }
  globalAttributes { nodes { name } }
  localAttributes { nodes { name } }
  defaultAttributes { nodes { name value } }
}
fragment Terms on Product { terms(first: 100) { nodes { __typename taxonomyName slug } } }
fragment SimpleProduct on SimpleProduct {
  name slug ...Pricing ...Inventory ...Dimensions
  onSale averageRating reviewCount virtual featured catalogVisibility purchasable
  image { ...Image }
  galleryImages(first: 20) { nodes { ...Image } }
}
fragment VariableProduct on VariableProduct {
  name slug ...Pricing ...Inventory ...Dimensions
  onSale averageRating reviewCount featured catalogVisibility
  image { ...Image }
  galleryImages(first: 20) { nodes { ...Image } }
  variations(first: 100) {
    nodes {
      databaseId name slug hasAttributes ...Pricing ...Inventory ...Dimensions
      image { ...Image }
      attributes { nodes { name label value attributeId } }
    }
  }
}
fragment Comment on Comment {
  id content date status approved type
  author { node { __typename name avatar { url } } }
  replies { nodes { id } }
}`;

/** WooNuxt's product page query, with a related product's attributes nested to 15 levels. */
const GET_PRODUCT = `query getProduct($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    __typename name type databaseId id slug sku description rawDescription: description(format: RAW)
    metaData { id key value }
    coaFile: metaData(key: "coa_file") { key value }
    coaFiles: metaData(keysIn: ["coa_file", "coa_file_2"], multiple: true) { key value }
    ...ProductWithAttributes
    ...Terms
    ...SimpleProduct
    ...VariableProduct
    related(first: 5) {
      found
      nodes {
        __typename
        ... on SimpleProduct { name slug price weight }
        ... on VariableProduct { name slug ...ProductWithAttributes }
      }
    }
    reviews { averageRating edges { rating node { ...Comment } } }
  }
}
${FRAGMENTS}`;

describe('a WooGraphQL storefront reading the catalogue', () => {
  const shop = useTestShop('all');

  it('given a variable product, its global size attribute, terms, variations, measurements, gallery and COA meta come from the data', async () => {
    const { product } = await shop.shopper.ok(GET_PRODUCT, { slug: 'tesamorelin' });
    const url = (path: string) => `${shop.server.origin}${path}`;
    expect(product).toMatchObject({
      __typename: 'VariableProduct',
      databaseId: SEEDED.tesamorelin,
      price: '€85.00 - €280.00',
      rawPrice: '85.00, 139.00, 280.00',
      manageStock: 'FALSE',
      stockQuantity: null,
      lowStockAmount: null,
      backorders: 'NO',
      backordersAllowed: false,
      soldIndividually: false,
      weight: '0.02',
      length: '3',
      width: '3',
      height: '6',
      shippingRequired: true,
      featured: false,
      catalogVisibility: 'VISIBLE',
      averageRating: 4,
      reviewCount: 1,
    });
    expect(product.attributes.nodes).toEqual([
      {
        id: expect.any(String),
        attributeId: 1,
        name: 'pa_size',
        label: 'Size',
        options: ['5mg', '10mg', '20mg'],
        position: 0,
        visible: true,
        variation: true,
        scope: 'GLOBAL',
        slug: 'pa_size',
        terms: {
          edges: [
            { name: '5mg', databaseId: 40, count: 1 },
            { name: '10mg', databaseId: 41, count: 2 },
            { name: '20mg', databaseId: 42, count: 2 },
          ].map((term) => ({
            node: {
              __typename: 'PaSize',
              ...term,
              slug: term.name,
              taxonomyName: 'pa_size',
              uri: null,
            },
          })),
        },
      },
    ]);
    expect(product.globalAttributes.nodes).toEqual([{ name: 'pa_size' }]);
    expect(product.localAttributes.nodes).toEqual([]);
    expect(product.defaultAttributes.nodes).toEqual([]);
    expect(product.terms.nodes).toEqual([
      { __typename: 'ProductCategory', taxonomyName: 'product_cat', slug: 'peptides' },
      ...['5mg', '10mg', '20mg'].map((slug) => ({
        __typename: 'PaSize',
        taxonomyName: 'pa_size',
        slug,
      })),
    ]);
    expect(
      product.variations.nodes.map((variation: Record<string, unknown>) => ({
        name: variation.name,
        hasAttributes: variation.hasAttributes,
        rawSalePrice: variation.rawSalePrice,
        manageStock: variation.manageStock,
        weight: variation.weight,
        attributes: variation.attributes,
      })),
    ).toEqual(
      [
        ['5mg', null, 40],
        ['10mg', '139.00', 41],
        ['20mg', null, 42],
      ].map(([size, rawSalePrice, term]) => ({
        name: `Tesamorelin - ${size}`,
        hasAttributes: true,
        rawSalePrice,
        manageStock: 'TRUE',
        weight: '0.02',
        attributes: { nodes: [{ name: 'pa_size', label: 'size', value: size, attributeId: term }] },
      })),
    );
    expect(product.galleryImages.nodes).toEqual(
      ['HPLC', 'Mass spectrometry'].map((test, n) => ({
        databaseId: expect.any(Number),
        sourceUrl: url(`/images/products/tesamorelin-coa-${n + 1}.svg`),
        cartSourceUrl: url(`/images/products/tesamorelin-coa-${n + 1}.svg`),
        productCardSourceUrl: url(`/images/products/tesamorelin-coa-${n + 1}.svg`),
        srcSet: `${url(`/images/products/tesamorelin-coa-${n + 1}.svg`)} 600w`,
        sizes: '(max-width: 600px) 100vw, 600px',
        altText: `Tesamorelin COA ${test}`,
        title: `Tesamorelin COA ${test}`,
        mediaDetails: { width: 600, height: 600 },
      })),
    );
    const files = [
      'https://lab.example.org/coa/tesamorelin-1.pdf',
      'https://lab.example.org/coa/tesamorelin-2.pdf',
    ];
    expect(product.metaData).toEqual([
      { id: null, key: 'coa_name', value: 'Tesamorelin COA HPLC' },
      { id: null, key: 'coa_file', value: files[0] },
      { id: null, key: 'coa_name_2', value: 'Tesamorelin COA Mass spectrometry' },
      { id: null, key: 'coa_file_2', value: files[1] },
    ]);
    expect(product.coaFile).toEqual([{ key: 'coa_file', value: files[0] }]);
    expect(product.coaFiles).toEqual([
      { key: 'coa_file', value: files[0] },
      { key: 'coa_file_2', value: files[1] },
    ]);
  });

  it('given a variable product, related products share its category, itself and hidden products left out', async () => {
    const { product } = await shop.shopper.ok(GET_PRODUCT, { slug: 'tesamorelin' });
    expect(product.related.found).toBe(16);
    expect(product.related.nodes.map((node: { slug: string }) => node.slug)).toEqual([
      'bpc-157-5mg',
      'tb-500-5mg',
      'ipamorelin-5mg',
      'cjc-1295-no-dac-2mg',
      'ghk-cu-50mg',
    ]);
    expect(product.related.nodes[0]).toEqual({
      __typename: 'SimpleProduct',
      name: 'BPC-157 5mg',
      slug: 'bpc-157-5mg',
      price: '€45.00',
      weight: '0.02',
    });
    const bacWater = await shop.shopper.ok(GET_PRODUCT, { slug: 'bac-water-3ml' });
    expect(bacWater.product.related.found).toBe(4);
    const insurance = await shop.shopper.ok(GET_PRODUCT, { slug: 'premium-shipping-insurance' });
    expect(insurance.product.catalogVisibility).toBe('HIDDEN');
    expect(insurance.product.related).toEqual({ found: 0, nodes: [] });
  });

  it('given a related variable product, its attributes and terms answer 15 levels down', async () => {
    const { product } = await shop.shopper.ok(
      `query ($id: ID!) { product(id: $id, idType: DATABASE_ID) {
        related(first: 20) { nodes { ... on VariableProduct { slug ...ProductWithAttributes } } }
      } }
      fragment ProductWithAttributes on ProductWithAttributes {
        attributes { edges { node { ...ProductAttribute } } }
      }
      fragment ProductAttribute on ProductAttribute {
        name
        ... on GlobalProductAttribute { terms { edges { node { ... on PaSize { name count } } } } }
      }`,
      { id: String(SEEDED.bpc) },
    );
    const variable = product.related.nodes.filter((node: { slug?: string }) => node.slug);
    expect(variable.map((node: { slug: string }) => node.slug)).toEqual([
      'tesamorelin',
      'retatrutide',
      'nad-plus',
    ]);
    expect(variable[2].attributes.edges[0].node).toEqual({
      name: 'pa_size',
      terms: {
        edges: [{ node: { name: '100mg', count: 1 } }, { node: { name: '500mg', count: 1 } }],
      },
    });
  });

  it('given a simple product, it has no attributes, its own measurements and COA gallery, and its rating from approved reviews', async () => {
    const { product } = await shop.shopper.ok(GET_PRODUCT, { slug: 'bpc-157-5mg' });
    expect(product).toMatchObject({
      __typename: 'SimpleProduct',
      rawPrice: '45.00',
      manageStock: 'TRUE',
      stockQuantity: 120,
      virtual: false,
      purchasable: true,
      featured: true,
      weight: '0.02',
      averageRating: 4.67,
      reviewCount: 3,
      attributes: { nodes: [] },
      terms: {
        nodes: [{ __typename: 'ProductCategory', taxonomyName: 'product_cat', slug: 'peptides' }],
      },
    });
    expect(product.galleryImages.nodes).toHaveLength(3);
    expect(product.reviews.averageRating).toBe(4.67);
    expect(product.reviews.edges.map((edge: { rating: number }) => edge.rating)).toEqual([5, 4, 5]);
    expect(product.reviews.edges[0].node).toMatchObject({
      content: '<p>Third order, consistent purity across batches.</p>',
      date: '2025-11-20T11:05:00.000Z',
      status: 'APPROVE',
      approved: true,
      type: 'review',
      author: { node: { __typename: 'CommentAuthor', name: 'Sofia L.', avatar: null } },
      replies: { nodes: [] },
    });
  });

  it('given a product without COAs or measurements, its gallery and meta are empty and its measurements null', async () => {
    const { product } = await shop.shopper.ok(GET_PRODUCT, {
      slug: 'premium-shipping-insurance',
    });
    expect(product).toMatchObject({
      metaData: [],
      galleryImages: { nodes: [] },
      weight: null,
      length: null,
      averageRating: 0,
      reviewCount: 0,
      reviews: { averageRating: 0, edges: [] },
    });
  });

  it('given one document of 40 aliases, every product and list answers its own data', async () => {
    const { products } = await shop.shopper.ok(
      '{ products(first: 100) { nodes { databaseId slug } } }',
    );
    const cards = products.nodes.slice(0, 32) as { databaseId: number; slug: string }[];
    const lists = {
      featured: 'featured: true',
      visible: 'visibility: VISIBLE',
      hidden: 'visibility: HIDDEN',
      variable: 'typeIn: [VARIABLE]',
      bacWater: 'categoryId: 17',
      popular: 'orderby: [{ field: POPULARITY, order: DESC }]',
      bestRated: 'orderby: [{ field: RATING, order: DESC }]',
      fiveStars: 'rating: [5]',
    };
    const document = `{
      ${cards
        .map(
          (card, n) => `p${n}: product(id: "${card.slug}", idType: SLUG) {
            databaseId averageRating reviewCount
            ... on ProductWithDimensions { weight }
          }`,
        )
        .join('\n')}
      ${Object.entries(lists)
        .map(
          ([alias, where]) =>
            `${alias}: products(first: 40, where: { ${where} }) { nodes { slug } }`,
        )
        .join('\n')}
    }`;
    expect(cards.length + Object.keys(lists).length).toBe(40);
    const answer = await shop.shopper.ok(document);
    cards.forEach((card, n) => {
      expect(answer[`p${n}`].databaseId).toBe(card.databaseId);
    });
    const slugs = (alias: string) => answer[alias].nodes.map((node: { slug: string }) => node.slug);
    expect(slugs('featured').sort()).toEqual(
      ['bac-water-10ml', 'bpc-157-5mg', 'retatrutide', 'tirzepatide-powder-1g'].sort(),
    );
    expect(slugs('visible')).toHaveLength(31);
    expect(slugs('hidden')).toEqual(['premium-shipping-insurance']);
    expect(slugs('variable')).toEqual([
      'tesamorelin',
      'retatrutide',
      'nad-plus',
      'glycine-research-powder',
      'sterile-water',
    ]);
    expect(slugs('bacWater')).toEqual([
      'bac-water-3ml',
      'bac-water-10ml',
      'bac-water-30ml',
      'bac-water-10-x-10ml',
      'sterile-water',
    ]);
    expect(slugs('popular').slice(0, 3)).toEqual([
      'bac-water-3ml',
      'bac-water-10ml',
      'retatrutide',
    ]);
    // Tesamorelin and Retatrutide both average 4 stars: the catalogue's order settles the tie.
    expect(slugs('bestRated').slice(0, 4)).toEqual([
      'bac-water-10ml',
      'bpc-157-5mg',
      'tesamorelin',
      'retatrutide',
    ]);
    expect(slugs('fiveStars').sort()).toEqual(['bac-water-10ml', 'bpc-157-5mg']);
    const bpc = cards.findIndex((card) => card.slug === 'bpc-157-5mg');
    expect(answer[`p${bpc}`]).toMatchObject({
      averageRating: 4.67,
      reviewCount: 3,
      weight: '0.02',
    });
  });
});
