import { plainText } from '../../store/plain-text';
import { schemaMigration } from '../schema-migration';

/**
 * Search reads a description's words, not its markup: a plain-text copy of each description
 * (store/plain-text.ts), written beside it by the application and filled here for the rows
 * already stored, takes the description's place in the search indexes.
 */
export const plainTextDescriptions = schemaMigration(
  ({ engine }) =>
    engine === 'postgres'
      ? `
  ALTER TABLE products ADD COLUMN description_text TEXT NOT NULL DEFAULT '';
  DROP INDEX products_description_search;
  CREATE INDEX products_description_search ON products USING gin (description_text gin_trgm_ops);
  `
      : `
  ALTER TABLE products ADD COLUMN description_text TEXT NOT NULL DEFAULT '';
  DROP TABLE products_search_trigrams;
  DROP TRIGGER products_search_insert;
  DROP TRIGGER products_search_delete;
  DROP TRIGGER products_search_update;
  DROP TABLE products_search;
  CREATE VIRTUAL TABLE products_search USING fts5(
    name, sku, description_text, content = 'products', content_rowid = 'id', tokenize = 'trigram');
  INSERT INTO products_search (products_search) VALUES ('rebuild');
  CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_search (rowid, name, sku, description_text)
      VALUES (new.id, new.name, new.sku, new.description_text);
  END;
  CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
    INSERT INTO products_search (products_search, rowid, name, sku, description_text)
      VALUES ('delete', old.id, old.name, old.sku, old.description_text);
  END;
  CREATE TRIGGER products_search_update AFTER UPDATE OF id, name, sku, description_text ON products BEGIN
    INSERT INTO products_search (products_search, rowid, name, sku, description_text)
      VALUES ('delete', old.id, old.name, old.sku, old.description_text);
    INSERT INTO products_search (rowid, name, sku, description_text)
      VALUES (new.id, new.name, new.sku, new.description_text);
  END;
  CREATE VIRTUAL TABLE products_search_trigrams USING fts5vocab(products_search, instance);
  `,
  { table: 'products', from: 'description', to: 'description_text', derive: plainText },
);
