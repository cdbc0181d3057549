import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { seed } from '../seed/seed';
import { SEEDED } from '../testing/shopper';
import { recordCouponUse } from './shop';
import { putBackStock, stockLeft, takeStock } from './stock';

const TESAMORELIN_VARIATION = 5002;

describe('taking stock and coupon uses with conditional updates', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase(':memory:');
    await seed(handle.db, Date.parse('2026-01-15T10:00:00Z'));
    await handle.db
      .updateTable('products')
      .set({ stock_quantity: 2 })
      .where('id', '=', SEEDED.semax)
      .execute();
  });
  afterEach(() => handle.close());

  const semax = { productId: SEEDED.semax, variationId: null };

  it('given fewer units than asked, nothing is taken and the take answers false', async () => {
    expect(await takeStock(handle.db, { ...semax, quantity: 3 })).toBe(false);
    expect(await stockLeft(handle.db, semax)).toBe(2);
  });

  it('given exactly the units left, they are taken, the item is out of stock and its sales counted', async () => {
    expect(await takeStock(handle.db, { ...semax, quantity: 2 })).toBe(true);
    const row = await handle.db
      .selectFrom('products')
      .select(['stock_quantity', 'stock_status', 'total_sales'])
      .where('id', '=', SEEDED.semax)
      .executeTakeFirstOrThrow();
    expect(row.stock_quantity).toBe(0);
    expect(row.stock_status).toBe('OUT_OF_STOCK');
    expect(await takeStock(handle.db, { ...semax, quantity: 1 })).toBe(false);
  });

  it('given a variation taken and put back, its stock and its product status follow', async () => {
    const line = { productId: SEEDED.tesamorelin, variationId: TESAMORELIN_VARIATION };
    const units = await stockLeft(handle.db, line);
    expect(await takeStock(handle.db, { ...line, quantity: units })).toBe(true);
    expect(await stockLeft(handle.db, line)).toBe(0);
    await putBackStock(handle.db, { ...line, quantity: units });
    expect(await stockLeft(handle.db, line)).toBe(units);
  });

  it('given an item without managed stock, a take always succeeds', async () => {
    const insurance = { productId: SEEDED.insurance, variationId: null, quantity: 5 };
    expect(await takeStock(handle.db, insurance)).toBe(true);
  });

  it('given a one-use coupon, the first use is counted and the second refused', async () => {
    expect(await recordCouponUse(handle.db, 'ONCE5')).toBe(true);
    expect(await recordCouponUse(handle.db, 'ONCE5')).toBe(false);
    const { usage_count } = await handle.db
      .selectFrom('coupons')
      .select('usage_count')
      .where('code', '=', 'ONCE5')
      .executeTakeFirstOrThrow();
    expect(usage_count).toBe(1);
  });
});
