import type { MigrationScript } from '../schema-migration';

/**
 * What WooCommerce keeps of a product beyond price and stock: whether it is featured, where the
 * catalogue shows it (visible, catalog only, search only, hidden), its packed weight (kg) and
 * size (cm); its gallery of images; and the global attributes (`pa_size`) with their terms, which
 * the variations' attribute values name by slug.
 */
export const catalogueDetails: MigrationScript = {
  sql: ({ id, real }) => `
  ALTER TABLE products ADD COLUMN featured INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE products ADD COLUMN catalog_visibility TEXT NOT NULL DEFAULT 'VISIBLE'
    CHECK (catalog_visibility IN ('VISIBLE', 'CATALOG', 'SEARCH', 'HIDDEN'));
  ALTER TABLE products ADD COLUMN weight ${real};
  ALTER TABLE products ADD COLUMN length ${real};
  ALTER TABLE products ADD COLUMN width ${real};
  ALTER TABLE products ADD COLUMN height ${real};
  CREATE TABLE product_gallery (
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    media_id INTEGER NOT NULL REFERENCES media(id),
    position INTEGER NOT NULL,
    PRIMARY KEY (product_id, position)
  );
  CREATE TABLE product_attributes (
    id ${id},
    taxonomy TEXT NOT NULL UNIQUE,
    label TEXT NOT NULL
  );
  CREATE TABLE attribute_terms (
    id ${id},
    attribute_id INTEGER NOT NULL REFERENCES product_attributes(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    slug TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    menu_order INTEGER NOT NULL DEFAULT 0,
    UNIQUE (attribute_id, slug)
  );
  `,
};
