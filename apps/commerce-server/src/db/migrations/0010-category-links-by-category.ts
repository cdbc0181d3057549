import type { MigrationScript } from '../schema-migration';

/**
 * Filtering the catalogue by category reads a category's links; the primary key starts with
 * the product.
 */
export const categoryLinksByCategory: MigrationScript = {
  sql: () => `
  CREATE INDEX product_category_links_category ON product_category_links(category_id, product_id);
  `,
};
