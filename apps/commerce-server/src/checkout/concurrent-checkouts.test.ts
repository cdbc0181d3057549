import { SERVER_MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { countRows } from '../testing/rows';
import {
  ADD_TO_CART,
  APPLY_COUPON,
  BILLING,
  CHECKOUT,
  SEEDED,
  Shopper,
  useTestShop,
} from '../testing/shopper';

const TESAMORELIN_VARIATION = 5002;
const INPUT = { input: { billing: BILLING, paymentMethod: 'btcpaygf_default' } };

const stockOf = async (server: RunningServer, table: 'products' | 'variations', id: number) =>
  server.db
    .selectFrom(table)
    .select(['stock_quantity', 'stock_status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/**
 * Shoppers who each hold the same item in their cart, then check out all at once, each from an
 * address of its own (one address's unpaid orders may hold only a share of a product's stock).
 */
async function race(
  server: RunningServer,
  shoppers: number,
  item: { productId: number; variationId?: number; coupon?: string },
) {
  const carts = Array.from({ length: shoppers }, (_, n) => new Shopper(server, `127.0.0.${n + 2}`));
  for (const shopper of carts) {
    await shopper.ok(ADD_TO_CART, {
      productId: item.productId,
      variationId: item.variationId,
      quantity: 1,
    });
    if (item.coupon) await shopper.ok(APPLY_COUPON, { code: item.coupon });
  }
  const answers = await Promise.all(carts.map((shopper) => shopper.send(CHECKOUT, INPUT)));
  return {
    placed: answers.filter((answer) => answer.data?.checkout?.order),
    refusals: answers.flatMap((answer) => answer.errors?.map((error) => error.message) ?? []),
  };
}

describe('checkouts at the same moment', () => {
  const shop = useTestShop();

  it('given eight shoppers racing for the last three units, exactly three orders are placed, the rest are told the stock is short, and the stock ends at 0', async () => {
    await shop.server.db
      .updateTable('products')
      .set({ stock_quantity: 3 })
      .where('id', '=', SEEDED.semax)
      .execute();
    const { placed, refusals } = await race(shop.server, 8, { productId: SEEDED.semax });
    expect(placed).toHaveLength(3);
    expect(refusals).toHaveLength(5);
    for (const message of refusals)
      expect(message).toMatch(/we do not have enough "Semax 10mg" in stock .* \(0 available\)/);
    expect(await stockOf(shop.server, 'products', SEEDED.semax)).toEqual({
      stock_quantity: 0,
      stock_status: 'OUT_OF_STOCK',
    });
    expect(await countRows(shop.server.db, 'orders')).toBe(3);
  });

  it('given six shoppers racing for the last two units of a variation, exactly two orders are placed and the variation ends at 0', async () => {
    await shop.server.db
      .updateTable('variations')
      .set({ stock_quantity: 2 })
      .where('id', '=', TESAMORELIN_VARIATION)
      .execute();
    const { placed, refusals } = await race(shop.server, 6, {
      productId: SEEDED.tesamorelin,
      variationId: TESAMORELIN_VARIATION,
    });
    expect(placed).toHaveLength(2);
    expect(refusals).toHaveLength(4);
    const variation = await stockOf(shop.server, 'variations', TESAMORELIN_VARIATION);
    expect(variation).toEqual({ stock_quantity: 0, stock_status: 'OUT_OF_STOCK' });
  });

  it('given five shoppers checking out at once with a one-use coupon, exactly one order uses it and the others are refused with the usage-limit message', async () => {
    const { placed, refusals } = await race(shop.server, 5, {
      productId: SEEDED.bpc,
      coupon: 'ONCE5',
    });
    expect(placed).toHaveLength(1);
    expect(refusals).toEqual(Array(4).fill(SERVER_MESSAGES.couponUsageLimitReached));
    const coupon = await shop.server.db
      .selectFrom('coupons')
      .select('usage_count')
      .where('code', '=', 'ONCE5')
      .executeTakeFirstOrThrow();
    expect(coupon.usage_count).toBe(1);
  });
});
