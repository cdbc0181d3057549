import { LIMITS } from '@peptide/domain';
import type { Db } from '../db/database';

/** Something a shopper can put in the cart: a simple product, or a variation of one. */
export interface Purchasable {
  productId: number;
  variationId: number | null;
  /** The name a stock message quotes (the variation's name for a variation). */
  name: string;
}

/** Seeded purchasables the load fights over: a few units each. */
const SCARCE: readonly Omit<Purchasable, 'name'>[] = [
  { productId: 103, variationId: null },
  { productId: 106, variationId: null },
  { productId: 111, variationId: null },
  { productId: 115, variationId: 5002 },
];

/** Seeded purchasables with plenty of stock (or none managed), so some checkouts succeed. */
const PLENTIFUL: readonly Omit<Purchasable, 'name'>[] = [
  { productId: 101, variationId: null },
  { productId: 127, variationId: null },
  { productId: LIMITS.insuranceProductId, variationId: null },
];

/** Units each plentiful purchasable gets. */
const PLENTY = 100_000;

/** The catalogue a load runs on. */
export interface LoadCatalogue {
  scarce: Purchasable[];
  plentiful: Purchasable[];
}

function named(db: Db, item: Omit<Purchasable, 'name'>): Purchasable {
  const row = (
    item.variationId == null
      ? db.prepare('SELECT name FROM products WHERE id = ?').get(item.productId)
      : db.prepare('SELECT name FROM variations WHERE id = ?').get(item.variationId)
  ) as { name: string } | undefined;
  if (!row) throw new Error(`the seed lacks product ${item.productId}/${item.variationId}`);
  return { ...item, name: row.name };
}

function setStock(db: Db, item: Omit<Purchasable, 'name'>, units: number): void {
  const table = item.variationId == null ? 'products' : 'variations';
  db.prepare(
    `UPDATE ${table} SET manage_stock = 1, stock_quantity = ?,
      stock_status = CASE WHEN ? > 0 THEN 'IN_STOCK' ELSE 'OUT_OF_STOCK' END
     WHERE id = ?`,
  ).run(units, units, item.variationId ?? item.productId);
}

/**
 * Makes a seeded database's stock scarce for a load run: a few purchasables get `scarceUnits`
 * each, a few others plenty (the insurance product keeps unmanaged stock).
 *
 * @param db - a seeded database
 * @param scarceUnits - units each scarce purchasable starts with
 * @returns the purchasables the load shops from
 */
export function makeStockScarce(db: Db, scarceUnits = 3): LoadCatalogue {
  db.transaction(() => {
    for (const item of SCARCE) setStock(db, item, scarceUnits);
    for (const item of PLENTIFUL)
      if (item.productId !== LIMITS.insuranceProductId) setStock(db, item, PLENTY);
  })();
  return {
    scarce: SCARCE.map((item) => named(db, item)),
    plentiful: PLENTIFUL.map((item) => named(db, item)),
  };
}

/**
 * Puts units back on the shelf of every scarce purchasable, as a delivery would, so the fight
 * for the last units goes on through a long run.
 *
 * @param db - the database the server uses
 * @param catalogue - from {@link makeStockScarce}
 * @param units - units added to each scarce purchasable
 */
export function restockScarce(db: Db, catalogue: LoadCatalogue, units = 1): void {
  db.transaction(() => {
    for (const item of catalogue.scarce) {
      const table = item.variationId == null ? 'products' : 'variations';
      db.prepare(
        `UPDATE ${table} SET stock_quantity = stock_quantity + ?, stock_status = 'IN_STOCK' WHERE id = ?`,
      ).run(units, item.variationId ?? item.productId);
    }
  })();
}
