import { describe, expect, it } from 'vitest';
import { SEEDED, useTestShop } from '../../testing/shopper';

describe('the seeded catalogue and content', () => {
  const shop = useTestShop('all');

  it('given the seed, there are 30+ products across powders, peptides and BAC water', async () => {
    const { products, productCategories } = await shop.shopper.ok(
      '{ products(first: 100) { nodes { sku type productCategories { nodes { slug } } } } productCategories { nodes { slug count } } }',
    );
    expect(products.nodes.length).toBeGreaterThanOrEqual(30);
    expect(products.nodes.every((product: { sku: string }) => product.sku)).toBe(true);
    expect(new Set(products.nodes.map((product: { type: string }) => product.type))).toEqual(
      new Set(['SIMPLE', 'VARIABLE']),
    );
    const counts = Object.fromEntries(
      productCategories.nodes.map((c: { slug: string; count: number }) => [c.slug, c.count]),
    );
    expect(counts.powders).toBeGreaterThan(5);
    expect(counts.peptides).toBeGreaterThan(10);
    expect(counts['bac-water']).toBeGreaterThan(3);
  });

  it('given stock levels, several items are low and several out of stock', async () => {
    const { products } = await shop.shopper.ok(
      '{ products(first: 100) { nodes { ... on SimpleProduct { stockQuantity stockStatus } } } }',
    );
    const simple = products.nodes.filter((p: { stockStatus?: string }) => p.stockStatus);
    expect(
      simple.filter((p: { stockStatus: string }) => p.stockStatus === 'OUT_OF_STOCK').length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      simple.filter(
        (p: { stockQuantity: number | null }) =>
          p.stockQuantity !== null && p.stockQuantity > 0 && p.stockQuantity <= 5,
      ).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('given a variable product by slug, it has variations with attributes, prices and stock, and COA links', async () => {
    const { product, productCertificates } =
      await shop.shopper.ok(`{ product(id: "tesamorelin", idType: SLUG) {
      name description shortDescription image { sourceUrl filePath }
      ... on VariableProduct { price variations(first: 100) { nodes { databaseId name price regularPrice salePrice stockQuantity stockStatus attributes { nodes { name value } } } } }
    }
    productCertificates(productId: ${SEEDED.tesamorelin}) { coaName coaFile coaName2 coaFile2 coaName3 } }`);
    expect(product.price).toBe('€85.00 - €280.00');
    expect(product.description).toMatch(/<h2>/);
    expect(product.image.filePath).toBe('/images/products/tesamorelin.svg');
    expect(product.image.sourceUrl).toBe(`${shop.server.origin}/images/products/tesamorelin.svg`);
    expect(productCertificates).toMatchObject({
      coaName: expect.any(String),
      coaFile2: expect.stringMatching(/^https:/),
      coaName3: null,
    });
    expect(product.variations.nodes[1]).toEqual({
      databaseId: 5002,
      name: 'Tesamorelin - 10mg',
      price: '€139.00',
      regularPrice: '€150.00',
      salePrice: '€139.00',
      stockQuantity: 2,
      stockStatus: 'IN_STOCK',
      attributes: { nodes: [{ name: 'pa_size', value: '10mg' }] },
    });
  });

  it('given best sellers, products come by total sales descending', async () => {
    const { products } = await shop.shopper.ok(
      '{ products(first: 30, where: { orderby: [{ field: TOTAL_SALES, order: DESC }] }) { nodes { totalSales } } }',
    );
    const sales = products.nodes.map((p: { totalSales: number }) => p.totalSales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('given category filters, only those products come back', async () => {
    const { products } = await shop.shopper.ok(
      '{ products(first: 100, where: { categoryIn: ["bac-water"] }) { nodes { productCategories { nodes { slug } } } } }',
    );
    expect(products.nodes.length).toBeGreaterThan(0);
    expect(
      products.nodes.every(
        (p: { productCategories: { nodes: { slug: string }[] } }) =>
          p.productCategories.nodes[0]?.slug === 'bac-water',
      ),
    ).toBe(true);
  });

  it('given the insurance product, it is database id 11710 at 4.99', async () => {
    const { product } = await shop.shopper.ok(
      '{ product(id: "11710", idType: DATABASE_ID) { name ... on SimpleProduct { price(format: RAW) } } }',
    );
    expect(product).toEqual({ name: 'Premium shipping insurance', price: '4.99' });
  });

  it('given format RAW, a variable product answers every variation price ascending, as upstream', async () => {
    const { product } = await shop.shopper.ok(`{ product(id: "tesamorelin", idType: SLUG) {
      ... on VariableProduct {
        price(format: RAW) regularPrice(format: RAW)
        variations(first: 100) { nodes { price(format: RAW) regularPrice(format: RAW) } }
      }
    } }`);
    const ascending = (field: 'price' | 'regularPrice') =>
      product.variations.nodes
        .map((node: Record<string, string>) => node[field])
        .sort((a: string, b: string) => Number(a) - Number(b))
        .join(', ');
    expect(product.price).toMatch(/^85\.00, (\d+\.\d{2}, )*280\.00$/);
    expect(product.price).toBe(ascending('price'));
    expect(product.regularPrice).toBe(ascending('regularPrice'));
    expect(product.variations.nodes[1]).toEqual({ price: '139.00', regularPrice: '150.00' });
  });

  it('given posts, they have authors and h1-h3 headings; search and lookups by slug and id work', async () => {
    const { posts } = await shop.shopper.ok(
      '{ posts(first: 100) { nodes { databaseId slug content author { node { firstName name email } } featuredImage { node { sourceUrl } } } } }',
    );
    expect(posts.nodes.length).toBeGreaterThanOrEqual(3);
    const first = posts.nodes[0];
    expect(first.content).toMatch(/<h1>.*<h2>.*<h3>/s);
    expect(first.author.node).toMatchObject({ firstName: expect.any(String), email: null });
    expect(
      (await shop.shopper.ok(`{ post(id: "${first.databaseId}", idType: DATABASE_ID) { slug } }`))
        .post.slug,
    ).toBe(first.slug);
    expect(
      (await shop.shopper.ok(`{ post(id: "${first.slug}", idType: SLUG) { databaseId } }`)).post
        .databaseId,
    ).toBe(first.databaseId);
    const found = await shop.shopper.ok(
      '{ posts(where: { search: "bacteriostatic" }) { nodes { slug } } }',
    );
    expect(found.posts.nodes.map((p: { slug: string }) => p.slug)).toContain(
      'bac-water-versus-sterile-water',
    );
  });

  it('given a page URI, the legal page comes back with and without slashes', async () => {
    const withSlashes = await shop.shopper.ok(
      '{ page(id: "/refund-policy/", idType: URI) { databaseId title content } }',
    );
    expect(withSlashes.page.content).toMatch(/15% restocking fee/);
    expect(
      (await shop.shopper.ok('{ page(id: "terms-conditions", idType: URI) { title } }')).page.title,
    ).toBe('Terms and Conditions');
  });

  it('given COAs, entries and categories with counts come back', async () => {
    const { coas, coaCategories } = await shop.shopper.ok(
      '{ coas(first: 1000) { nodes { title coaFields { coaUrl } coaCategories { nodes { slug } } featuredImage { node { sourceUrl } } } } coaCategories { nodes { name slug count } } }',
    );
    expect(coas.nodes.length).toBeGreaterThanOrEqual(10);
    expect(coas.nodes[0].coaFields.coaUrl).toMatch(/^https:/);
    const total = coaCategories.nodes.reduce(
      (sum: number, c: { count: number }) => sum + c.count,
      0,
    );
    expect(total).toBe(coas.nodes.length);
  });

  it('given the gateways, bitcoin comes first labelled 10% off, with one other crypto gateway', async () => {
    const { paymentGateways } = await shop.shopper.ok(
      '{ paymentGateways { nodes { id title description } } }',
    );
    expect(paymentGateways.nodes).toEqual([
      { id: 'btcpaygf_default', title: 'Pay with Bitcoin', description: '10% off' },
      expect.objectContaining({ id: 'nowpayments' }),
    ]);
  });

  it('given paging, first and after walk the list without overlap', async () => {
    const page1 = await shop.shopper.ok(
      '{ products(first: 5) { nodes { databaseId } pageInfo { endCursor hasNextPage } } }',
    );
    expect(page1.products.pageInfo.hasNextPage).toBe(true);
    const page2 = await shop.shopper.ok(
      `{ products(first: 5, after: "${page1.products.pageInfo.endCursor}") { nodes { databaseId } } }`,
    );
    const ids = [...page1.products.nodes, ...page2.products.nodes].map(
      (p: { databaseId: number }) => p.databaseId,
    );
    expect(new Set(ids).size).toBe(10);
  });
});
