import { BITCOIN_GATEWAY_ID, LIMITS, MESSAGES } from '@peptide/domain';
import type { Db } from '../db/database';
import { INSURANCE_PRODUCT, SEED_COUPONS, SEED_PRODUCTS, type SeedProduct } from './catalog-data';
import { SEED_COA_CATEGORIES, SEED_PAGES, SEED_POSTS } from './content-data';

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

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

/** Whether the database already holds the catalogue. */
export function isSeeded(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n > 0;
}

/**
 * Fills an empty database with the demo shop: categories, 30+ products with art, variations and
 * COAs, the insurance product, authors, posts, COA entries, pages, coupons, shipping methods,
 * payment gateways and settings.
 *
 * @param db - a migrated, empty database
 * @param now - the current time in ms, for dates
 */
export function seed(db: Db, now: number): void {
  db.transaction(() => {
    let mediaId = 500;
    const addMedia = (path: string, title: string, hue: number, shape: 'vial' | 'document') => {
      mediaId += 1;
      db.prepare(
        'INSERT INTO media (id, path, alt_text, title, hue, shape) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(mediaId, path, title, title, hue, shape);
      return mediaId;
    };

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
      INSURANCE_PRODUCT.name,
      120,
      'document',
    );
    insertProduct.run(
      INSURANCE_PRODUCT.id,
      'SIMPLE',
      INSURANCE_PRODUCT.name,
      slugify(INSURANCE_PRODUCT.name),
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
    link.run(INSURANCE_PRODUCT.id, categoryId('accessories'));

    const author = (first: string, last: string, email: string) =>
      Number(
        db
          .prepare(
            `INSERT INTO users (email, username, password_hash, first_name, last_name, display_name, role, created_at)
             VALUES (?, ?, NULL, ?, ?, ?, 'author', ?)`,
          )
          .run(
            email,
            slugify(`${first} ${last}`),
            first,
            last,
            `${first} ${last}`,
            new Date(now).toISOString(),
          ).lastInsertRowid,
      );
    const authors = [
      author('Elena', 'Marsh', 'elena@lab.example.org'),
      author('Jonas', 'Weber', 'jonas@lab.example.org'),
    ];

    const insertContent = db.prepare(
      `INSERT INTO content (id, kind, title, slug, uri, content, excerpt, date, author_id, image_id, coa_url)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    let contentId = 2000;
    SEED_POSTS.forEach((post, index) => {
      contentId += 1;
      const image = addMedia(`/images/posts/${post.slug}.svg`, post.title, post.hue, 'document');
      insertContent.run(
        contentId,
        'post',
        post.title,
        post.slug,
        `/${post.slug}/`,
        post.content,
        post.excerpt,
        post.date,
        authors[index % authors.length],
        image,
        null,
      );
    });
    for (const page of SEED_PAGES) {
      contentId += 1;
      insertContent.run(
        contentId,
        'page',
        page.title,
        page.slug,
        `/${page.slug}/`,
        page.content,
        '',
        '2024-01-01T00:00:00.000Z',
        authors[0],
        null,
        null,
      );
    }

    SEED_COA_CATEGORIES.forEach((category, index) => {
      db.prepare('INSERT INTO coa_categories (id, name, slug) VALUES (?, ?, ?)').run(
        60 + index,
        category.name,
        category.slug,
      );
    });
    const coaCategoryId = (slug: string) =>
      60 + SEED_COA_CATEGORIES.findIndex((category) => category.slug === slug);
    SEED_PRODUCTS.filter((product) => (product.coas ?? 0) > 0)
      .slice(0, 14)
      .forEach((product, index) => {
        contentId += 1;
        const slug = `${slugify(product.name)}-coa`;
        const image = addMedia(
          `/images/coas/${slug}.svg`,
          `${product.name} COA`,
          product.hue,
          'document',
        );
        insertContent.run(
          contentId,
          'coa',
          `${product.name} COA`,
          slug,
          `/coa/${slug}/`,
          `<p>Certificate of analysis of ${product.name}.</p>`,
          '',
          new Date(Date.UTC(2025, 0, 1) + index * 86_400_000 * 5).toISOString(),
          null,
          image,
          `https://lab.example.org/verify/${slug}`,
        );
        db.prepare('INSERT INTO coa_category_links (content_id, category_id) VALUES (?, ?)').run(
          contentId,
          coaCategoryId(product.category),
        );
      });

    const insertCoupon = db.prepare(
      'INSERT INTO coupons (code, discount_type, amount, description, date_expiry, usage_limit, usage_count) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const coupon of SEED_COUPONS) {
      insertCoupon.run(
        coupon.code,
        coupon.type,
        coupon.amount,
        coupon.description,
        coupon.expiry,
        coupon.limit,
        coupon.used,
      );
    }

    db.prepare(
      'INSERT INTO shipping_methods (id, method_id, instance_id, label, cost, min_amount) VALUES (?, ?, ?, ?, ?, ?)',
    ).run('flat_rate:1', 'flat_rate', 1, MESSAGES.shippingFlatLabel, LIMITS.flatShippingFee, null);
    db.prepare(
      'INSERT INTO shipping_methods (id, method_id, instance_id, label, cost, min_amount) VALUES (?, ?, ?, ?, ?, ?)',
    ).run('free_shipping:2', 'free_shipping', 2, 'Free shipping', 0, LIMITS.freeShippingThreshold);

    const insertGateway = db.prepare(
      'INSERT INTO payment_gateways (id, title, description, sort) VALUES (?, ?, ?, ?)',
    );
    insertGateway.run(BITCOIN_GATEWAY_ID, 'Pay with Bitcoin', MESSAGES.bitcoinDiscountLabel, 0);
    insertGateway.run(
      'nowpayments',
      'Pay with Crypto',
      'USDT, ETH, LTC and more through a hosted crypto checkout.',
      1,
    );

    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(
      'free_shipping_amount',
      String(LIMITS.freeShippingThreshold),
    );
  })();
}

/** Empties every table (keeping the schema) so {@link seed} can run again. */
export function resetDatabase(db: Db): void {
  const tables = (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as {
      name: string;
    }[]
  ).map((row) => row.name);
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    for (const table of tables) db.prepare(`DELETE FROM "${table}"`).run();
  })();
  db.pragma('foreign_keys = ON');
}
