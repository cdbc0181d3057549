import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { createSessionClient, GetProductBySlugDocument, NO_SHOPPER } from '@peptide/sdk';
import { CART_INTENTS } from '@peptide/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { commerceServerPerFile } from '../testing/commerceServer';
import { runCartChange } from './cartChanges.server';
import { CART_CHOICE_INTENTS } from './cartChoices';

const server = commerceServerPerFile();

/** A posted form with these fields. */
const form = (fields: Record<string, string>) => {
  const posted = new FormData();
  for (const [name, value] of Object.entries(fields)) posted.set(name, value);
  return posted;
};

let productId = '';

beforeAll(async () => {
  const { client } = createSessionClient({ endpoint: server.endpoint, shopper: NO_SHOPPER });
  const answer = await client.query(GetProductBySlugDocument, { slug: 'bpc-157-5mg' }).toPromise();
  productId = String(answer.data?.product?.databaseId ?? '');
  expect(productId).not.toBe('');
});

describe('runCartChange: the cart forms, as a form without scripts or the page posts them', () => {
  it('given one shopper / add, plus from the quantity seen, a coupon applied and removed, and remove each answer the cart', async () => {
    const { client } = createSessionClient({ endpoint: server.endpoint, shopper: NO_SHOPPER });
    const run = (fields: Record<string, string>) => runCartChange(client, form(fields));

    const added = await run({ intent: CART_INTENTS.add, productId, quantity: '2' });
    expect(added.error).toBeNull();
    const line = added.cart?.contents?.nodes[0];
    expect(line?.quantity).toBe(2);
    const key = line?.key ?? '';

    const stepped = await run({ intent: CART_INTENTS.increment, key, quantity: '2' });
    expect(stepped.cart?.contents?.nodes[0]?.quantity).toBe(3);
    const down = await run({ intent: CART_INTENTS.decrement, key, quantity: '1' });
    expect(down.error).toBe(MESSAGES.quantityOutOfRange);

    expect((await run({ intent: CART_INTENTS.coupon, code: '  ' })).error).toBe(
      MESSAGES.invalidCoupon,
    );
    expect((await run({ intent: CART_INTENTS.coupon, code: 'NOT-A-COUPON' })).error).toBe(
      SERVER_MESSAGES.couponDoesNotExist('NOT-A-COUPON'),
    );
    const applied = await run({ intent: CART_INTENTS.coupon, code: 'welcome10' });
    expect(applied.error).toBeNull();
    expect(applied.cart?.appliedCoupons?.map((coupon) => coupon?.code)).toEqual(['WELCOME10']);
    const removed = await run({ intent: CART_INTENTS.removeCoupon, code: 'WELCOME10' });
    expect(removed.error).toBeNull();
    expect(removed.cart?.appliedCoupons ?? []).toEqual([]);

    const gone = await run({ intent: CART_INTENTS.remove, key });
    expect(gone.error).toBeNull();
    expect(gone.cart?.contents?.nodes).toEqual([]);
  });

  it('given malformed posts / each is refused with its message and nothing is sent', async () => {
    const { client } = createSessionClient({ endpoint: server.endpoint, shopper: NO_SHOPPER });
    const run = (fields: Record<string, string>) => runCartChange(client, form(fields));
    expect(await run({ intent: CART_INTENTS.add, productId, quantity: '0' })).toEqual({
      error: MESSAGES.quantityOutOfRange,
    });
    expect(
      await run({ intent: CART_INTENTS.add, productId, quantity: '1', variationId: 'x' }),
    ).toEqual({ error: MESSAGES.selectVariation });
    expect(await run({ intent: CART_INTENTS.remove, key: '' })).toEqual({
      error: MESSAGES.requestFailed,
    });
    expect(await run({ intent: CART_CHOICE_INTENTS.shippingAddress })).toEqual({
      error: MESSAGES.requestFailed,
    });
    expect(await run({ intent: 'something else' })).toEqual({ error: MESSAGES.requestFailed });
  });
});
