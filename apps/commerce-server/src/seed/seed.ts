import type { Db } from '../db/database';
import { mediaWriter } from './media';
import { seedCatalog } from './seed-catalog';
import { seedContent } from './seed-content';
import { seedShop } from './seed-shop';

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
    const addMedia = mediaWriter(db);
    seedCatalog(db, addMedia);
    seedContent(db, addMedia, now);
    seedShop(db);
  })();
}

/**
 * Empties every table (keeping the schema) so {@link seed} can run again. The search indexes
 * (virtual tables and their shadow tables) are emptied by their tables' triggers.
 */
export function resetDatabase(db: Db): void {
  const tables = (
    db
      .prepare(
        "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'",
      )
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
