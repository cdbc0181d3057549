import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../db/database';
import { seed } from '../seed/seed';
import { recording } from '../testing/recording';
import { openTestDatabase } from '../testing/test-database';
import { listProducts, pageOfProducts } from './catalog';
import { productFacets } from './catalog-facets';
import { productDescription } from './product-search';

const names = (items: { name: string }[]) => items.map((item) => item.name);

/** Products named and described to meet a search for `noxadil` in every way it can. */
const NOXADIL_SHELF = [
  { name: 'Selank Blend', description: '<p>Often compared with noxadil.</p>' },
  { name: 'Noxadol Blend', description: '<p>A typo away.</p>' },
  { name: 'Pro-Noxadil', description: '<p>Contains it.</p>' },
  { name: 'Noxadil Forte', description: '<p>Starts with it.</p>' },
  { name: 'Noxadil', description: '<p>The very name.</p>' },
  { name: 'Glycine', description: '<p>Nothing alike.</p>' },
];

async function stock(db: Db, shelf: { name: string; description: string }[]) {
  await db
    .insertInto('products')
    .values(
      shelf.map((product, index) => ({
        type: 'SIMPLE' as const,
        name: product.name,
        ...productDescription(product.description),
        slug: `shelf-${index}`,
        sku: `SHELF-${index}`,
        image_id: null,
        sale_price: null,
        stock_quantity: null,
        date: '2026-01-01T00:00:00',
      })),
    )
    .execute();
}

describe('ranked product search, typos forgiven', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await openTestDatabase();
  });
  afterEach(() => handle.close());

  it('given no order asked for, the name equal to the text comes first, then names starting with it, containing it, resembling it, and descriptions last', async () => {
    await stock(handle.db, NOXADIL_SHELF);
    expect(names(await listProducts(handle.db, { search: 'noxadil' }))).toEqual([
      'Noxadil',
      'Noxadil Forte',
      'Pro-Noxadil',
      'Noxadol Blend',
      'Selank Blend',
    ]);
  });

  it('given an order asked for, it replaces relevance and the search still filters', async () => {
    await stock(handle.db, NOXADIL_SHELF);
    const bySlug = await listProducts(handle.db, {
      search: 'NOXADIL',
      orderby: [{ field: 'SLUG', order: 'ASC' }],
    });
    expect(bySlug.map((product) => product.slug)).toEqual([
      'shelf-0',
      'shelf-1',
      'shelf-2',
      'shelf-3',
      'shelf-4',
    ]);
  });

  it('given one or two characters, only names and SKUs are searched, prefixes first', async () => {
    await stock(handle.db, NOXADIL_SHELF);
    expect(names(await listProducts(handle.db, { search: 'gl' }))).toEqual(['Glycine']);
    expect(names(await listProducts(handle.db, { search: 'no' }))).toEqual([
      'Noxadil',
      'Noxadil Forte',
      'Noxadol Blend',
      'Pro-Noxadil',
    ]);
  });

  describe('given descriptions with markup', () => {
    /** Described in rich HTML: its tags, attributes and entities must not be searched as words. */
    const MARKED_UP = [
      {
        name: 'Kisspeptin 10',
        description:
          '<p class="lead"><strong>Salt &amp; water</strong> buffered, <span style="color:red">sealed</span>. <a href="https://lab.example.org/coa.pdf">See the certificate</a>.</p>',
      },
      { name: 'Sealed Vial Kit', description: '<p>Empty vials.</p>' },
    ];

    it.each(['strong', 'span', 'class', 'href', 'style', 'lead', 'amp;', 'https'])(
      'given a tag, attribute or entity name ("%s"), it finds nothing',
      async (text) => {
        await stock(handle.db, MARKED_UP);
        expect(await listProducts(handle.db, { search: text })).toEqual([]);
      },
    );

    it('given a word inside the description, it ranks below a product named by it', async () => {
      await stock(handle.db, MARKED_UP);
      expect(names(await listProducts(handle.db, { search: 'sealed' }))).toEqual([
        'Sealed Vial Kit',
        'Kisspeptin 10',
      ]);
      expect(names(await listProducts(handle.db, { search: 'certificate' }))).toEqual([
        'Kisspeptin 10',
      ]);
    });

    it('given an ampersand, the entity written as &amp; is found as the character', async () => {
      await stock(handle.db, MARKED_UP);
      expect(names(await listProducts(handle.db, { search: 'salt & water' }))).toEqual([
        'Kisspeptin 10',
      ]);
      expect(await listProducts(handle.db, { search: 'salt &amp; water' })).toEqual([]);
    });
  });

  describe('on the seeded catalogue', () => {
    beforeEach(async () => {
      await seed(handle.db, Date.parse('2026-01-15T10:00:00Z'));
    });

    it.each([
      ['retatrutdie', 'Retatrutide'],
      ['RETATRUTDIE', 'Retatrutide'],
      ['tirzepatdie', 'Tirzepatide Powder 1g'],
      ['ipamorelni', 'Ipamorelin 5mg'],
    ])('given the typo "%s", it finds %s first', async (text, name) => {
      expect(names(await listProducts(handle.db, { search: text }))[0]).toBe(name);
    });

    it.each(['qzxwvkj', 'zzz-nothing', 'xylophone'])(
      'given nonsense ("%s"), it finds nothing',
      async (text) => {
        expect(await listProducts(handle.db, { search: text })).toEqual([]);
        expect(
          (await pageOfProducts(handle.db, { search: text }, { offset: 0, limit: 12 })).total,
        ).toBe(0);
      },
    );

    it('given words of the descriptions only, the products they describe are found in the shop order', async () => {
      const found = names(await listProducts(handle.db, { search: 'independent laboratory' }));
      expect(found.length).toBeGreaterThan(20);
      const shop = names(await listProducts(handle.db));
      expect(found).toEqual(shop.filter((name) => found.includes(name)));
    });

    it('given a search, a page is one statement reading only its rows, and the facets count only what it finds', async () => {
      const recorder = recording(handle.db);
      const page = await pageOfProducts(recorder.db, { search: 'bpc' }, { offset: 0, limit: 1 });
      expect(names(page.products)).toEqual(['BPC-157 5mg']);
      expect(page.total).toBe(2);
      expect(recorder.runs).toHaveLength(1);
      expect(recorder.runs[0]?.rows).toBe(1);
      const facets = await productFacets(handle.db, { search: 'retatrutdie' });
      expect(facets.categories.find((category) => category.slug === 'peptides')?.count).toBe(1);
      expect(facets.categories.reduce((sum, category) => sum + category.count, 0)).toBe(1);
    });
  });
});
