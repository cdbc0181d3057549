import { describe, expect, it } from 'vitest';
import {
  BestSellingProductsDocument,
  GetAllowedCountriesDocument,
  GetCategoriesOfProductsDocument,
  GetFreeShippingAmountDocument,
  GetPaymentGatewaysDocument,
  GetProductBySlugDocument,
  GetProductCategoriesDocument,
  GetProductCertificatesDocument,
  GetProductCursorDocument,
  GetProductCursorPageDocument,
  GetProductFacetsDocument,
  GetProductOfferedDocument,
  GetProductPageDocument,
  GetProductsByCategoriesDocument,
  GetProductsDocument,
  RelatedProductsByCategoryDocument,
} from '../generated/graphql';
import { commerceServerPerFile } from '../testing/commerceServer';
import { dataOf } from '../testing/results';

const server = commerceServerPerFile();

const categorySlugs = (product: { productCategories: { nodes: unknown } | null }) =>
  ((product.productCategories?.nodes ?? []) as ({ slug: string | null } | null)[]).map(
    (category) => category?.slug,
  );

describe('catalogue operations against the commerce server', () => {
  it('GetProducts lists the seeded catalogue with prices, stock and categories', async () => {
    const { client } = server.shopper();
    const data = dataOf(await client.query(GetProductsDocument, {}).toPromise());
    const products = data.products?.nodes ?? [];
    expect(products.length).toBeGreaterThanOrEqual(30);
    const insurance = products.find((product) => product?.databaseId === 11710);
    expect(insurance?.name).toBe('Premium shipping insurance');
    for (const product of products) {
      expect(product?.name).toBeTruthy();
      expect(product?.slug).toBeTruthy();
      expect(product && 'price' in product).toBe(true);
    }
  });

  it('GetProducts with a category gives only that category', async () => {
    const { client } = server.shopper();
    const data = dataOf(
      await client.query(GetProductsDocument, { category: 'powders' }).toPromise(),
    );
    const products = data.products?.nodes ?? [];
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product && categorySlugs(product)).toContain('powders');
    }
  });

  it('GetProductsByCategories gives products of any of the listed categories', async () => {
    const { client } = server.shopper();
    const categoryIn = ['peptides', 'bac-water'];
    const data = dataOf(
      await client.query(GetProductsByCategoriesDocument, { categoryIn }).toPromise(),
    );
    const products = data.products?.nodes ?? [];
    const slugs = new Set(products.flatMap((product) => (product ? categorySlugs(product) : [])));
    expect(slugs.has('peptides')).toBe(true);
    expect(slugs.has('bac-water')).toBe(true);
    for (const product of products) {
      expect(
        product && categorySlugs(product).some((slug) => categoryIn.includes(slug ?? '')),
      ).toBe(true);
    }
  });

  it('BestSellingProducts gives at most 30, by total sales descending', async () => {
    const { client } = server.shopper();
    const data = dataOf(await client.query(BestSellingProductsDocument, {}).toPromise());
    const sales = (data.products?.nodes ?? []).map((product) => product?.totalSales ?? 0);
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.length).toBeLessThanOrEqual(30);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('GetProductPage gives page 2 of 12 by price descending, with the total of every page', async () => {
    const { client } = server.shopper();
    const page = (offset: number) =>
      client
        .query(GetProductPageDocument, {
          offset,
          size: 12,
          orderby: [{ field: 'PRICE', order: 'DESC' }],
        })
        .toPromise();
    const first = dataOf(await page(0));
    const second = dataOf(await page(12));
    expect(second.products?.pageInfo?.offsetPagination?.total).toBe(32);
    const ids = (data: typeof first) =>
      (data.products?.nodes ?? []).map((product) => product?.databaseId);
    expect(ids(second)).toHaveLength(12);
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
  });

  it('GetProductCursor and GetProductCursorPage give the same page 2 as GetProductPage, with found as the total', async () => {
    const { client } = server.shopper();
    const orderby = [{ field: 'PRICE' as const, order: 'DESC' as const }];
    const numbered = dataOf(
      await client.query(GetProductPageDocument, { offset: 12, size: 12, orderby }).toPromise(),
    );
    const skipped = dataOf(
      await client.query(GetProductCursorDocument, { first: 12, orderby }).toPromise(),
    );
    expect(skipped.products?.pageInfo.hasNextPage).toBe(true);
    const page = dataOf(
      await client
        .query(GetProductCursorPageDocument, {
          first: 12,
          after: skipped.products?.pageInfo.endCursor,
          orderby,
        })
        .toPromise(),
    );
    expect(page.products?.found).toBe(32);
    expect(page.products?.nodes?.map((product) => product.databaseId)).toEqual(
      numbered.products?.nodes.map((product) => product.databaseId),
    );
  });

  it('GetProductPage with filters and GetProductFacets agree: the in-stock count is the filtered total', async () => {
    const { client } = server.shopper();
    const filters = { categoryIn: ['peptides'], maxPrice: 60 };
    const facets = dataOf(await client.query(GetProductFacetsDocument, filters).toPromise());
    const page = dataOf(
      await client
        .query(GetProductPageDocument, {
          ...filters,
          stockStatus: ['IN_STOCK'],
          offset: 0,
          size: 12,
        })
        .toPromise(),
    );
    const total = page.products?.pageInfo?.offsetPagination?.total;
    expect(total).toBeGreaterThan(0);
    expect(facets.productFacets.inStockCount).toBe(total);
    const peptides = facets.productFacets.categories.find(
      (category) => category.slug === 'peptides',
    );
    expect(peptides?.count).toBeGreaterThan(total ?? 0);
  });

  it('GetProductBySlug gives a variable product with its variations, attributes and COAs', async () => {
    const { client } = server.shopper();
    const list = dataOf(await client.query(GetProductsDocument, {}).toPromise());
    const variable = list.products?.nodes?.find((product) => product?.type === 'VARIABLE');
    expect(variable?.slug).toBeTruthy();
    const data = dataOf(
      await client.query(GetProductBySlugDocument, { slug: variable?.slug ?? '' }).toPromise(),
    );
    const product = data.product;
    expect(product?.databaseId).toBe(variable?.databaseId);
    expect(product?.description).toBeTruthy();
    expect(product?.shortDescription).toBeTruthy();
    const variations = product && 'variations' in product ? product.variations?.nodes : [];
    expect(variations?.length).toBeGreaterThan(0);
    expect(variations?.[0]?.attributes?.nodes?.length).toBeGreaterThan(0);
    expect(variations?.[0]?.price).toBeTruthy();
    const certificates = dataOf(
      await client
        .query(GetProductCertificatesDocument, { productId: product?.databaseId ?? 0 })
        .toPromise(),
    ).productCertificates;
    expect(certificates?.coaName).toBeTruthy();
    expect(certificates?.coaFile).toMatch(/^https?:\/\//);
  });

  it('GetProductBySlug with an unknown slug gives no product', async () => {
    const { client } = server.shopper();
    const result = await client
      .query(GetProductBySlugDocument, { slug: 'no-such-product' })
      .toPromise();
    expect(result.data?.product ?? null).toBeNull();
  });

  it('GetProductOffered finds a product by its database id, and an empty list for an unknown one', async () => {
    const { client } = server.shopper();
    const found = dataOf(await client.query(GetProductOfferedDocument, { id: 11710 }).toPromise());
    expect(found.products?.nodes?.map((node) => node?.databaseId)).toEqual([11710]);
    const missing = dataOf(
      await client.query(GetProductOfferedDocument, { id: 999_999 }).toPromise(),
    );
    expect(missing.products?.nodes).toEqual([]);
  });

  it('GetCategoriesOfProducts names the categories of the products asked for, by database id', async () => {
    const { client } = server.shopper();
    const data = dataOf(
      await client.query(GetCategoriesOfProductsDocument, { ids: [11710] }).toPromise(),
    );
    expect(data.products?.nodes?.map((node) => node && categorySlugs(node))).toEqual([
      ['accessories'],
    ]);
  });

  it('given exclude / GetProductPage leaves the insurance out of its page and its total', async () => {
    const { client } = server.shopper();
    const page = (exclude?: number[]) =>
      client
        .query(GetProductPageDocument, {
          offset: 0,
          size: 12,
          orderby: [{ field: 'PRICE', order: 'ASC' }],
          exclude,
        })
        .toPromise()
        .then(dataOf);
    const all = await page();
    const listed = await page([11710]);
    expect(all.products?.nodes?.[0]?.databaseId).toBe(11710);
    expect(listed.products?.nodes).toHaveLength(12);
    expect(listed.products?.nodes?.map((node) => node?.databaseId)).not.toContain(11710);
    expect(listed.products?.pageInfo?.offsetPagination?.total).toBe(
      (all.products?.pageInfo?.offsetPagination?.total ?? 0) - 1,
    );
  });

  it('GetAllowedCountries lists the countries the shop sells to', async () => {
    const { client } = server.shopper();
    const data = dataOf(await client.query(GetAllowedCountriesDocument, {}).toPromise());
    expect(data.allowedCountries).toContain('DE');
    expect(data.allowedCountries?.length).toBeGreaterThan(1);
  });

  it('RelatedProductsByCategory gives at most 10 products of the category', async () => {
    const { client } = server.shopper();
    const data = dataOf(
      await client.query(RelatedProductsByCategoryDocument, { category: 'peptides' }).toPromise(),
    );
    const products = data.products?.nodes ?? [];
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(10);
    for (const product of products) expect(product && categorySlugs(product)).toContain('peptides');
  });

  it('GetProductCategories lists Powders, Peptides and BAC Water', async () => {
    const { client } = server.shopper();
    const data = dataOf(await client.query(GetProductCategoriesDocument, {}).toPromise());
    const names = (data.productCategories?.edges ?? []).map((edge) => edge?.node?.name);
    expect(names).toEqual(expect.arrayContaining(['Powders', 'Peptides', 'BAC Water']));
  });

  it('GetFreeShippingAmount gives 250', async () => {
    const { client } = server.shopper();
    const data = dataOf(await client.query(GetFreeShippingAmountDocument, {}).toPromise());
    expect(data.freeShippingAmount).toBe(250);
  });

  it('GetPaymentGateways lists Pay with Bitcoin and another crypto gateway', async () => {
    const { client } = server.shopper();
    const data = dataOf(await client.query(GetPaymentGatewaysDocument, {}).toPromise());
    const gateways = data.paymentGateways?.nodes ?? [];
    expect(gateways.map((gateway) => gateway?.id)).toContain('btcpaygf_default');
    expect(gateways.length).toBeGreaterThanOrEqual(2);
    for (const gateway of gateways) expect(gateway?.title).toBeTruthy();
  });
});
