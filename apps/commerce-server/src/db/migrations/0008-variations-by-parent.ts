import type { MigrationScript } from '../schema-migration';

/** Sorting by price reads each variable product's cheapest or dearest variation. */
export const variationsByParent: MigrationScript = {
  sql: () => `
  CREATE INDEX variations_parent ON variations(parent_id);
  `,
};
