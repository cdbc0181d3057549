import { createServerClient, GetProductCategoriesDocument } from '@peptide/sdk';
import { describe, expect, it } from 'vitest';
import { commerceServerPerFile } from '../testing/commerceServer';
import { toSidebarCategories, withoutUnlistedProducts } from './categoryMappers';
import { query } from './commerce.server';

const commerce = commerceServerPerFile();
const client = () => createServerClient({ endpoint: commerce.endpoint });

describe('toSidebarCategories, on the seeded categories', () => {
  it('given the backend order / it lists them reversed with counts and category pages', async () => {
    const { productCategories } = await query(client(), GetProductCategoriesDocument, {
      first: 100,
    });
    const nodes = (productCategories?.edges ?? []).flatMap((edge) =>
      edge?.node ? [edge.node] : [],
    );
    const sidebar = toSidebarCategories(nodes);
    expect(sidebar.map((category) => category.name)).toEqual(
      nodes.map((node) => node.name).reverse(),
    );
    expect(sidebar).toContainEqual({
      name: 'BAC Water',
      href: '/product-category/bac-water',
      count: 5,
    });
  });

  it('given a category named All Products / it leaves it out (the sidebar adds its own)', () => {
    const nodes = [
      { id: 'a', databaseId: 1, name: 'All Products', slug: 'all', count: 3 },
      { id: 'b', databaseId: 2, name: 'Powders', slug: null, count: 2 },
    ];
    expect(toSidebarCategories(nodes)).toEqual([
      { name: 'Powders', href: '/product-category/powders', count: 2 },
    ]);
  });

  it('given WooCommerce’s empty Uncategorized (count null) and an empty category / neither is listed', () => {
    const nodes = [
      { id: 'a', databaseId: 1, name: 'Uncategorized', slug: 'uncategorized', count: null },
      { id: 'b', databaseId: 2, name: 'Powders', slug: 'powders', count: 2 },
      { id: 'c', databaseId: 3, name: 'Accessories', slug: 'accessories', count: 0 },
    ];
    expect(toSidebarCategories(nodes).map((category) => category.name)).toEqual(['Powders']);
  });
});

describe('withoutUnlistedProducts', () => {
  const categories = [
    { slug: 'uncategorized', count: null },
    { slug: 'peptides', count: 20 },
    { slug: 'accessories', count: 1 },
    { slug: 'bac-water', count: 5 },
  ];

  it('given the insurance, alone in Accessories / Accessories is left out and the others keep their counts', () => {
    expect(withoutUnlistedProducts(categories, ['accessories'])).toEqual([
      { slug: 'uncategorized', count: null },
      { slug: 'peptides', count: 20 },
      { slug: 'bac-water', count: 5 },
    ]);
  });

  it('given an unlisted product in a category of others / the category counts the others alone', () => {
    expect(withoutUnlistedProducts(categories, ['peptides', 'accessories'])).toContainEqual({
      slug: 'peptides',
      count: 19,
    });
  });

  it('given no unlisted product / the categories are as the backend counts them', () => {
    expect(withoutUnlistedProducts(categories, [])).toEqual(categories);
  });
});
