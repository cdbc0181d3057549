import { readdirSync, readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { orderById } from '../store/orders';
import { migrate } from './database';
import { MIGRATIONS, migrationSql } from './migrations';
import type { Tables } from './schema';

/** A database at schema version 1 holding orders placed before coupon lines were kept. */
function versionOneWithOrders(orders: { couponCodes: string[]; discountTotal: number }[]) {
  const db = new Database(':memory:');
  db.exec(migrationSql(0, 'sqlite'));
  db.pragma('user_version = 1');
  const insert = db.prepare(
    `INSERT INTO orders (order_key, status, payment_method, payment_method_title, subtotal,
      discount_total, bitcoin_discount, shipping_total, shipping_method, total, billing, shipping,
      coupon_codes, created_at)
     VALUES (?, 'PENDING', 'nowpayments', 'NOWPayments', 100, ?, 0, 15, 'flat_rate:1', ?, '{}', '{}', ?, '2026-01-01')`,
  );
  orders.forEach((order, index) => {
    insert.run(
      `wc_order_${index}`,
      order.discountTotal,
      115 - order.discountTotal,
      JSON.stringify(order.couponCodes),
    );
  });
  return db;
}

/**
 * The packages a migration may take values from: their versions are pinned by the lockfile, so
 * they change only with a deliberate upgrade. Kysely's guide asks migrations to be frozen in
 * time, never importing the application's own code, which changes under them.
 */
const PACKAGES_A_MIGRATION_MAY_USE = ['kysely', 'htmlparser2'];

// `import … from '…'` and `export … from '…'`, with the clause between (across lines).
const FROM_IMPORT = /^\s*(?:import|export)\s+([^'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
// `import '…'` and `import('…')`, which always take values.
const BARE_IMPORT = /\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

/** Whether an import clause brings in types alone (`type X`, `type { … }`, `{ type A, type B }`). */
function typesOnly(clause: string): boolean {
  if (/^type\b/.test(clause)) return true;
  const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
  if (names === undefined) return false;
  const entries = names
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every((entry) => /^type\s/.test(entry));
}

/** Every value import of the migration files that is not one of the allowed packages. */
function appImportsOfMigrations(): string[] {
  const folder = new URL('./migrations/', import.meta.url);
  const offenders: string[] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(new URL(file, folder), 'utf8');
    const values = [
      ...[...text.matchAll(FROM_IMPORT)]
        .filter(([, clause = '']) => !typesOnly(clause))
        .map(([, , specifier]) => specifier),
      ...[...text.matchAll(BARE_IMPORT)].map(([, specifier]) => specifier),
    ];
    for (const specifier of values) {
      if (!PACKAGES_A_MIGRATION_MAY_USE.includes(specifier ?? '')) {
        offenders.push(`${file} -> ${specifier}`);
      }
    }
  }
  return offenders;
}

describe('migrations', () => {
  it("given every migration file, none takes a value from the application's code, only types and pinned packages", () => {
    expect(appImportsOfMigrations()).toEqual([]);
  });

  it('given the migrations folder, the list holds each of its files once, in the order of their names', () => {
    const files = readdirSync(new URL('./migrations', import.meta.url))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(MIGRATIONS.map((migration) => migration.name)).toEqual(files);
  });

  it("given a SQLite database, a migration's up refuses: SQLite migrates on its raw connection", async () => {
    const db = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: new Database(':memory:') }),
    });
    await expect(MIGRATIONS[2]?.migration.up(db)).rejects.toThrow(/raw connection/);
    await db.destroy();
  });

  it('given orders placed before coupon lines were kept, their coupon lines still sum to the discount', async () => {
    const db = versionOneWithOrders([
      { couponCodes: [], discountTotal: 0 },
      { couponCodes: ['WELCOME10'], discountTotal: 10 },
      { couponCodes: ['WELCOME10', 'SAVE20'], discountTotal: 30 },
    ]);
    expect(migrate(db)).toBe(MIGRATIONS.length);
    const orders = new Kysely<Tables>({ dialect: new SqliteDialect({ database: db }) });
    const lines = [];
    for (const id of [1, 2, 3]) lines.push((await orderById(orders, id))?.couponLines);
    expect(lines).toEqual([
      [],
      [{ code: 'WELCOME10', discount: 10 }],
      [
        { code: 'WELCOME10', discount: 30 },
        { code: 'SAVE20', discount: 0 },
      ],
    ]);
    await orders.destroy();
  });
});
