import type { Db } from '@peptide/commerce-server';
import { INSURANCE_PRODUCT_ID, inTransaction } from '@peptide/commerce-server/tooling';

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
  { productId: INSURANCE_PRODUCT_ID, variationId: null },
];

/** Units each plentiful purchasable gets. */
const PLENTY = 100_000;

/** The catalogue a load runs on. */
export interface LoadCatalogue {
  scarce: Purchasable[];
  plentiful: Purchasable[];
}

async function named(db: Db, item: Omit<Purchasable, 'name'>): Promise<Purchasable> {
  const row = await db
    .selectFrom(item.variationId == null ? 'products' : 'variations')
    .select('name')
    .where('id', '=', item.variationId ?? item.productId)
    .executeTakeFirst();
  if (!row) throw new Error(`the seed lacks product ${item.productId}/${item.variationId}`);
  return { ...item, name: row.name };
}

async function setStock(db: Db, item: Omit<Purchasable, 'name'>, units: number): Promise<void> {
  await db
    .updateTable(item.variationId == null ? 'products' : 'variations')
    .set({
      manage_stock: 1,
      stock_quantity: units,
      stock_status: units > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
    })
    .where('id', '=', item.variationId ?? item.productId)
    .execute();
}

/**
 * Makes a seeded database's stock scarce for a load run: a few purchasables get `scarceUnits`
 * each, a few others plenty (the insurance product keeps unmanaged stock).
 *
 * @param db - a seeded database
 * @param scarceUnits - units each scarce purchasable starts with
 * @returns the purchasables the load shops from
 */
export async function makeStockScarce(db: Db, scarceUnits = 3): Promise<LoadCatalogue> {
  await inTransaction(db, async (trx) => {
    for (const item of SCARCE) await setStock(trx, item, scarceUnits);
    for (const item of PLENTIFUL)
      if (item.productId !== INSURANCE_PRODUCT_ID) await setStock(trx, item, PLENTY);
  });
  return {
    scarce: await Promise.all(SCARCE.map((item) => named(db, item))),
    plentiful: await Promise.all(PLENTIFUL.map((item) => named(db, item))),
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
export async function restockScarce(db: Db, catalogue: LoadCatalogue, units = 1): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const item of catalogue.scarce) {
      await trx
        .updateTable(item.variationId == null ? 'products' : 'variations')
        .set((eb) => ({
          stock_quantity: eb('stock_quantity', '+', units),
          stock_status: 'IN_STOCK',
        }))
        .where('id', '=', item.variationId ?? item.productId)
        .execute();
    }
  });
}
