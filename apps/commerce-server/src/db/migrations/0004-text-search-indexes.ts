import type { MigrationScript } from '../schema-migration';

/**
 * Text search by substring through trigram indexes (see store/text-search.ts): SQLite's FTS5
 * tables kept in step with their tables by triggers (stock and sales updates do not touch
 * them), PostgreSQL's pg_trgm GIN indexes on the columns themselves.
 */
export const textSearchIndexes: MigrationScript = {
  sql: ({ engine }) =>
    engine === 'postgres'
      ? `
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX products_search ON products USING gin (name gin_trgm_ops, sku gin_trgm_ops);
  CREATE INDEX content_search ON content
    USING gin (title gin_trgm_ops, content gin_trgm_ops, excerpt gin_trgm_ops);
  `
      : `
  CREATE VIRTUAL TABLE products_search USING fts5(
    name, sku, content = 'products', content_rowid = 'id', tokenize = 'trigram');
  INSERT INTO products_search (products_search) VALUES ('rebuild');
  CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_search (rowid, name, sku) VALUES (new.id, new.name, new.sku);
  END;
  CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
    INSERT INTO products_search (products_search, rowid, name, sku)
      VALUES ('delete', old.id, old.name, old.sku);
  END;
  CREATE TRIGGER products_search_update AFTER UPDATE OF id, name, sku ON products BEGIN
    INSERT INTO products_search (products_search, rowid, name, sku)
      VALUES ('delete', old.id, old.name, old.sku);
    INSERT INTO products_search (rowid, name, sku) VALUES (new.id, new.name, new.sku);
  END;
  CREATE VIRTUAL TABLE content_search USING fts5(
    title, content, excerpt, content = 'content', content_rowid = 'id', tokenize = 'trigram');
  INSERT INTO content_search (content_search) VALUES ('rebuild');
  CREATE TRIGGER content_search_insert AFTER INSERT ON content BEGIN
    INSERT INTO content_search (rowid, title, content, excerpt)
      VALUES (new.id, new.title, new.content, new.excerpt);
  END;
  CREATE TRIGGER content_search_delete AFTER DELETE ON content BEGIN
    INSERT INTO content_search (content_search, rowid, title, content, excerpt)
      VALUES ('delete', old.id, old.title, old.content, old.excerpt);
  END;
  CREATE TRIGGER content_search_update AFTER UPDATE OF id, title, content, excerpt ON content BEGIN
    INSERT INTO content_search (content_search, rowid, title, content, excerpt)
      VALUES ('delete', old.id, old.title, old.content, old.excerpt);
    INSERT INTO content_search (rowid, title, content, excerpt)
      VALUES (new.id, new.title, new.content, new.excerpt);
  END;
  `,
};
