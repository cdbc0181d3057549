/**
 * The schema's versions in the order they run, one file each in `db/migrations/`, one source for
 * both engines: PostgreSQL runs them through Kysely's Migrator (db/postgres-migrator.ts), which
 * records each by name in `kysely_migration`; SQLite runs their SQL on its raw connection and
 * keeps the count in its `user_version` (db/database.ts). Append new versions with a name that
 * sorts after the last, never edit applied ones. The list is imported, not read from the folder,
 * because the server is bundled into one file.
 */

import type { MigrationProvider } from 'kysely';
import { ddlFor } from './ddl';
import type { Engine } from './engine';
import { initialSchema } from './migrations/0001-initial-schema';
import { orderCouponLines } from './migrations/0002-order-coupon-lines';
import { userTokenVersion } from './migrations/0003-user-token-version';
import { textSearchIndexes } from './migrations/0004-text-search-indexes';
import { throttles } from './migrations/0005-throttles';
import { individualUseCoupons } from './migrations/0006-individual-use-coupons';
import { stockNotifications } from './migrations/0007-stock-notifications';
import { variationsByParent } from './migrations/0008-variations-by-parent';
import { outboxJobQueue } from './migrations/0009-outbox-job-queue';
import { categoryLinksByCategory } from './migrations/0010-category-links-by-category';
import { rankedProductSearch } from './migrations/0011-ranked-product-search';
import { plainTextDescriptions } from './migrations/0012-plain-text-descriptions';
import { catalogueDetails } from './migrations/0013-catalogue-details';
import { productReviews } from './migrations/0014-product-reviews';
import { orderCreatedVia } from './migrations/0015-order-created-via';
import { unpaidOrderHolds } from './migrations/0016-unpaid-order-holds';
import { userEmailVerified } from './migrations/0017-user-email-verified';
import { orderItemsByOrder } from './migrations/0018-order-items-by-order';
import { couponExcludedProducts } from './migrations/0019-coupon-excluded-products';
import { type ColumnFill, type SchemaMigration, schemaMigration } from './schema-migration';

/** A schema version: its file's name (the Migrator's key) and its migration. */
export interface NamedMigration {
  name: string;
  migration: SchemaMigration;
}

/** Every schema version, oldest first: version `n` is `MIGRATIONS[n - 1]`. */
export const MIGRATIONS: readonly NamedMigration[] = [
  { name: '0001-initial-schema', migration: schemaMigration(initialSchema) },
  { name: '0002-order-coupon-lines', migration: schemaMigration(orderCouponLines) },
  { name: '0003-user-token-version', migration: schemaMigration(userTokenVersion) },
  { name: '0004-text-search-indexes', migration: schemaMigration(textSearchIndexes) },
  { name: '0005-throttles', migration: schemaMigration(throttles) },
  { name: '0006-individual-use-coupons', migration: schemaMigration(individualUseCoupons) },
  { name: '0007-stock-notifications', migration: schemaMigration(stockNotifications) },
  { name: '0008-variations-by-parent', migration: schemaMigration(variationsByParent) },
  { name: '0009-outbox-job-queue', migration: schemaMigration(outboxJobQueue) },
  { name: '0010-category-links-by-category', migration: schemaMigration(categoryLinksByCategory) },
  { name: '0011-ranked-product-search', migration: schemaMigration(rankedProductSearch) },
  { name: '0012-plain-text-descriptions', migration: schemaMigration(plainTextDescriptions) },
  { name: '0013-catalogue-details', migration: schemaMigration(catalogueDetails) },
  { name: '0014-product-reviews', migration: schemaMigration(productReviews) },
  { name: '0015-order-created-via', migration: schemaMigration(orderCreatedVia) },
  { name: '0016-unpaid-order-holds', migration: schemaMigration(unpaidOrderHolds) },
  { name: '0017-user-email-verified', migration: schemaMigration(userEmailVerified) },
  { name: '0018-order-items-by-order', migration: schemaMigration(orderItemsByOrder) },
  { name: '0019-coupon-excluded-products', migration: schemaMigration(couponExcludedProducts) },
];

/** The list for Kysely's Migrator, which orders the migrations by name. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () =>
    Object.fromEntries(MIGRATIONS.map(({ name, migration }) => [name, migration])),
};

/** The migration at an index of {@link MIGRATIONS}, or an error naming the missing version. */
function migrationAt(version: number): NamedMigration {
  const migration = MIGRATIONS[version];
  if (!migration) throw new Error(`no migration ${version + 1}`);
  return migration;
}

/**
 * The name the Migrator records for a schema version, for reaching a version and for adopting
 * the versions the earlier runner recorded by number.
 *
 * @param version - the index in {@link MIGRATIONS} (version - 1)
 * @returns the migration's name
 * @throws when this build has no such version
 */
export function migrationName(version: number): string {
  return migrationAt(version).name;
}

/**
 * The SQL of one migration for an engine.
 *
 * @param version - the index in {@link MIGRATIONS} (version - 1)
 * @param engine - the engine to spell it for
 */
export function migrationSql(version: number, engine: Engine): string {
  return migrationAt(version).migration.sql(ddlFor(engine));
}

/**
 * The column one migration has the application fill after its SQL, if any.
 *
 * @param version - the index in {@link MIGRATIONS} (version - 1)
 */
export function migrationFill(version: number): ColumnFill | undefined {
  return migrationAt(version).migration.fill;
}
