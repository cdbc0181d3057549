import type { MigrationScript } from '../schema-migration';

/**
 * Ranked search (store/product-search.ts) also reads descriptions and finds names with a typo
 * by their share of the text's trigrams. PostgreSQL: a trigram index on the description (the
 * name's serves pg_trgm's word-similarity operator). SQLite: the products' FTS5 table indexes
 * the description too, and an fts5vocab table lists each indexed trigram with its product.
 */
export const rankedProductSearch: MigrationScript = {
  sql: ({ engine }) =>
    engine === 'postgres'
      ? `
  CREATE INDEX products_description_search ON products USING gin (description gin_trgm_ops);
  `
      : `
  DROP TRIGGER products_search_insert;
  DROP TRIGGER products_search_delete;
  DROP TRIGGER products_search_update;
  DROP TABLE products_search;
  CREATE VIRTUAL TABLE products_search USING fts5(
    name, sku, description, content = 'products', content_rowid = 'id', tokenize = 'trigram');
  INSERT INTO products_search (products_search) VALUES ('rebuild');
  CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_search (rowid, name, sku, description)
      VALUES (new.id, new.name, new.sku, new.description);
  END;
  CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
    INSERT INTO products_search (products_search, rowid, name, sku, description)
      VALUES ('delete', old.id, old.name, old.sku, old.description);
  END;
  CREATE TRIGGER products_search_update AFTER UPDATE OF id, name, sku, description ON products BEGIN
    INSERT INTO products_search (products_search, rowid, name, sku, description)
      VALUES ('delete', old.id, old.name, old.sku, old.description);
    INSERT INTO products_search (rowid, name, sku, description)
      VALUES (new.id, new.name, new.sku, new.description);
  END;
  CREATE VIRTUAL TABLE products_search_trigrams USING fts5vocab(products_search, instance);
  `,
};
