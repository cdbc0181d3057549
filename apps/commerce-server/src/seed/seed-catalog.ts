import { INSURANCE_PRODUCT_NAME, LIMITS } from '@peptide/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { ProductsTable } from '../db/schema';
import { productDescription } from '../store/product-search';
import { INSURANCE_PRODUCT_ID, SEED_PRODUCTS, type SeedProduct } from './catalog-data';
import { FEATURED_PRODUCTS, PACKAGING } from './catalogue-details-data';
import type { AddMedia } from './media';
import { slugify } from './slugify';

const CATEGORIES = [
  { id: 15, name: 'Powders', slug: 'powders', description: 'Research powders in bulk quantities.' },
  { id: 16, name: 'Peptides', slug: 'peptides', description: 'Lyophilised research peptides.' },
  {
    id: 17,
    name: 'BAC Water',
    slug: 'bac-water',
    description: 'Bacteriostatic and sterile water.',
  },
  { id: 18, name: 'Accessories', slug: 'accessories', description: 'Shipping and lab extras.' },
] as const;

function shortDescription(product: SeedProduct): string {
  return `<p>${product.name} for laboratory research. Third-party tested, shipped from the EU.</p><p><strong>For research use only.</strong></p>`;
}

function longDescription(product: SeedProduct): string {
  return (
    `<h2>About ${product.name}</h2><p>${product.name} is supplied as a high-purity research material, tested by an independent laboratory for identity and purity.</p>` +
    '<h3>Specifications</h3><ul><li>Purity: 99% or higher (HPLC)</li><li>Form: lyophilised powder or solution</li><li>Storage: cool, dry, away from light</li></ul>' +
    '<h3>Research use only</h3><p>Not for human or animal consumption. Buyers must be 21 or older and licensed research professionals.</p>'
  );
}

/** The packed weight and size columns of a seeded product; null where its category has none. */
function packed(product: SeedProduct) {
  const packaging = PACKAGING[product.category];
  return {
    weight: packaging?.weight ?? null,
    length: packaging?.length ?? null,
    width: packaging?.width ?? null,
    height: packaging?.height ?? null,
  };
}

/**
 * Seeds the product categories, the products with their art, variations and COA links, and the
 * shipping insurance product.
 *
 * @param db - the database being seeded, inside the seed's transaction
 * @param addMedia - stores an image
 */
export async function seedCatalog(db: Db, addMedia: AddMedia): Promise<void> {
  for (const [index, category] of CATEGORIES.entries()) {
    const image = await addMedia(
      `/images/categories/${category.slug}.svg`,
      category.name,
      40 + index * 70,
      'vial',
    );
    await db
      .insertInto('product_categories')
      .values({
        id: category.id,
        name: category.name,
        slug: category.slug,
        description: category.description,
        image_id: image,
        menu_order: index,
      })
      .execute();
  }
  const categoryId = (slug: string) =>
    CATEGORIES.find((category) => category.slug === slug)?.id ?? 18;
  const insertProduct = (product: Insertable<ProductsTable>) =>
    db.insertInto('products').values(product).execute();
  const link = (productId: number, category: number) =>
    db
      .insertInto('product_category_links')
      .values({ product_id: productId, category_id: category })
      .execute();

  let productId = 100;
  let variationId = 5000;
  for (const [index, product] of SEED_PRODUCTS.entries()) {
    productId += 1;
    const slug = slugify(product.name);
    const image = await addMedia(`/images/products/${slug}.svg`, product.name, product.hue, 'vial');
    const coas = Array.from({ length: product.coas ?? 0 }, (_, n) => ({
      name: `${product.name} COA ${n === 0 ? 'HPLC' : n === 1 ? 'Mass spectrometry' : 'Endotoxin'}`,
      file: `https://lab.example.org/coa/${slug}-${n + 1}.pdf`,
    }));
    const variations = product.variations ?? [];
    const inStock =
      variations.length > 0 ? variations.some((v) => v.stock > 0) : product.stock !== 0;
    const date = new Date(Date.UTC(2024, 0, 1) + index * 86_400_000 * 9).toISOString();
    await insertProduct({
      id: productId,
      type: variations.length > 0 ? 'VARIABLE' : 'SIMPLE',
      name: product.name,
      slug,
      sku: `PEP-${String(productId).padStart(4, '0')}`,
      short_description: shortDescription(product),
      ...productDescription(longDescription(product)),
      image_id: image,
      regular_price: product.price,
      sale_price: product.salePrice ?? null,
      manage_stock: variations.length === 0 && product.stock !== null ? 1 : 0,
      stock_quantity: variations.length === 0 ? product.stock : null,
      stock_status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
      total_sales: product.sales,
      menu_order: index,
      date,
      coas: JSON.stringify(coas),
      featured: FEATURED_PRODUCTS.includes(product.name) ? 1 : 0,
      ...packed(product),
    });
    await link(productId, categoryId(product.category));
    for (const [n, variation] of variations.entries()) {
      variationId += 1;
      await db
        .insertInto('variations')
        .values({
          id: variationId,
          parent_id: productId,
          name: `${product.name} - ${variation.option}`,
          slug: `${slug}-${slugify(variation.option)}`,
          sku: `PEP-${String(productId).padStart(4, '0')}-${n + 1}`,
          description: `<p>${product.name}, ${variation.option} vial.</p>`,
          image_id: null,
          regular_price: variation.price,
          sale_price: variation.salePrice ?? null,
          manage_stock: 1,
          stock_quantity: variation.stock,
          stock_status: variation.stock > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
          attributes: JSON.stringify([{ name: 'pa_size', value: variation.option }]),
          menu_order: n,
        })
        .execute();
    }
  }

  const insuranceImage = await addMedia(
    '/images/products/premium-shipping-insurance.svg',
    INSURANCE_PRODUCT_NAME,
    120,
    'document',
  );
  await insertProduct({
    id: INSURANCE_PRODUCT_ID,
    type: 'SIMPLE',
    name: INSURANCE_PRODUCT_NAME,
    slug: slugify(INSURANCE_PRODUCT_NAME),
    sku: 'INSURANCE',
    short_description: '<p>Covers loss and damage in transit.</p>',
    ...productDescription(
      '<h2>Premium shipping insurance</h2><p>If your parcel is lost or damaged, we reship it free of charge.</p>',
    ),
    image_id: insuranceImage,
    regular_price: LIMITS.insurancePrice,
    sale_price: null,
    manage_stock: 0,
    stock_quantity: null,
    stock_status: 'IN_STOCK',
    total_sales: 0,
    menu_order: 999,
    date: new Date(Date.UTC(2024, 0, 1)).toISOString(),
    coas: '[]',
    // Added to an order at checkout, never browsed: WooCommerce's hidden catalog visibility.
    catalog_visibility: 'HIDDEN',
    weight: null,
    length: null,
    width: null,
    height: null,
  });
  await link(INSURANCE_PRODUCT_ID, categoryId('accessories'));
}
