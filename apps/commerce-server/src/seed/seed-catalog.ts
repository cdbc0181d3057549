import { INSURANCE_PRODUCT_NAME, LIMITS } from '@peptide/domain';
import type { Db } from '../db/database';
import { SEED_PRODUCTS, type SeedProduct } from './catalog-data';
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

/**
 * Seeds the product categories, the products with their art, variations and COA links, and the
 * shipping insurance product.
 *
 * @param db - the database being seeded, inside the seed's transaction
 * @param addMedia - stores an image
 */
export function seedCatalog(db: Db, addMedia: AddMedia): void {
  CATEGORIES.forEach((category, index) => {
    const image = addMedia(
      `/images/categories/${category.slug}.svg`,
      category.name,
      40 + index * 70,
      'vial',
    );
    db.prepare(
      'INSERT INTO product_categories (id, name, slug, description, image_id, menu_order) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(category.id, category.name, category.slug, category.description, image, index);
  });
  const categoryId = (slug: string) =>
    CATEGORIES.find((category) => category.slug === slug)?.id ?? 18;

  const insertProduct = db.prepare(
    `INSERT INTO products (id, type, name, slug, sku, short_description, description, image_id, regular_price, sale_price,
      manage_stock, stock_quantity, stock_status, total_sales, menu_order, date, coas)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const link = db.prepare(
    'INSERT INTO product_category_links (product_id, category_id) VALUES (?, ?)',
  );
  const insertVariation = db.prepare(
    `INSERT INTO variations (id, parent_id, name, slug, sku, description, image_id, regular_price, sale_price, manage_stock,
      stock_quantity, stock_status, attributes, menu_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  );
  let productId = 100;
  let variationId = 5000;
  SEED_PRODUCTS.forEach((product, index) => {
    productId += 1;
    const slug = slugify(product.name);
    const image = addMedia(`/images/products/${slug}.svg`, product.name, product.hue, 'vial');
    const coas = Array.from({ length: product.coas ?? 0 }, (_, n) => ({
      name: `${product.name} COA ${n === 0 ? 'HPLC' : n === 1 ? 'Mass spectrometry' : 'Endotoxin'}`,
      file: `https://lab.example.org/coa/${slug}-${n + 1}.pdf`,
    }));
    const variations = product.variations ?? [];
    const inStock =
      variations.length > 0 ? variations.some((v) => v.stock > 0) : product.stock !== 0;
    const date = new Date(Date.UTC(2024, 0, 1) + index * 86_400_000 * 9).toISOString();
    insertProduct.run(
      productId,
      variations.length > 0 ? 'VARIABLE' : 'SIMPLE',
      product.name,
      slug,
      `PEP-${String(productId).padStart(4, '0')}`,
      shortDescription(product),
      longDescription(product),
      image,
      product.price,
      product.salePrice ?? null,
      variations.length === 0 && product.stock !== null ? 1 : 0,
      variations.length === 0 ? product.stock : null,
      inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
      product.sales,
      index,
      date,
      JSON.stringify(coas),
    );
    link.run(productId, categoryId(product.category));
    variations.forEach((variation, n) => {
      variationId += 1;
      insertVariation.run(
        variationId,
        productId,
        `${product.name} - ${variation.option}`,
        `${slug}-${slugify(variation.option)}`,
        `PEP-${String(productId).padStart(4, '0')}-${n + 1}`,
        `<p>${product.name}, ${variation.option} vial.</p>`,
        null,
        variation.price,
        variation.salePrice ?? null,
        variation.stock,
        variation.stock > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
        JSON.stringify([{ name: 'pa_size', value: variation.option }]),
        n,
      );
    });
  });

  const insuranceImage = addMedia(
    '/images/products/premium-shipping-insurance.svg',
    INSURANCE_PRODUCT_NAME,
    120,
    'document',
  );
  insertProduct.run(
    LIMITS.insuranceProductId,
    'SIMPLE',
    INSURANCE_PRODUCT_NAME,
    slugify(INSURANCE_PRODUCT_NAME),
    'INSURANCE',
    '<p>Covers loss and damage in transit.</p>',
    '<h2>Premium shipping insurance</h2><p>If your parcel is lost or damaged, we reship it free of charge.</p>',
    insuranceImage,
    LIMITS.insurancePrice,
    null,
    0,
    null,
    'IN_STOCK',
    0,
    999,
    new Date(Date.UTC(2024, 0, 1)).toISOString(),
    '[]',
  );
  link.run(LIMITS.insuranceProductId, categoryId('accessories'));
}
