import { Parser } from 'htmlparser2';
import type { MigrationScript } from '../schema-migration';

/**
 * Search reads a description's words, not its markup: a plain-text copy of each description,
 * written beside it by the application (store/plain-text.ts) and filled here for the rows
 * already stored, takes the description's place in the search indexes. The fill derives the
 * text with this file's own copy of the application's function as it was when the migration was
 * written, so a later change of the application's copy leaves this migration as it ran.
 */
export const plainTextDescriptions: MigrationScript = {
  sql: ({ engine }) =>
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
  fill: {
    table: 'products',
    from: 'description',
    to: 'description_text',
    derive: plainTextAsOfMigration12,
  },
};

/** Elements that break a line or start a block, as store/plain-text.ts had them at migration 12. */
const BREAKING = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** Elements whose content is not text a reader sees, as at migration 12. */
const UNSEEN = new Set(['script', 'style', 'template', 'noscript']);

/**
 * The text a reader sees in a fragment of HTML, as store/plain-text.ts's `plainText` read it at
 * migration 12: tags and comments removed, entities decoded, every run of white space one space,
 * block elements apart from their neighbours.
 */
function plainTextAsOfMigration12(html: string): string {
  const parts: string[] = [];
  let unseen = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (UNSEEN.has(name)) unseen += 1;
        if (BREAKING.has(name)) parts.push(' ');
      },
      onclosetag(name) {
        if (UNSEEN.has(name)) unseen = Math.max(0, unseen - 1);
        if (BREAKING.has(name)) parts.push(' ');
      },
      ontext(text) {
        if (unseen === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
