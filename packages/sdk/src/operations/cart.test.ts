import { computeTotals, MESSAGES, readAmount } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { cartLinesFromCart } from '../cartLines';
import {
  AddToCartDocument,
  ApplyCouponToCartDocument,
  EmptyCartDocument,
  GetCartDocument,
  GetShippingMethodsDocument,
  RemoveCouponFromCartDocument,
  RemoveFromCartDocument,
  SetPaymentMethodDocument,
  UpdateCartItemDocument,
  UpdateCartShippingAddressDocument,
  UpdateShippingMethodDocument,
} from '../generated/graphql';
import { pricingOf } from '../productFields';
import { STORAGE_KEYS } from '../storage/keys';
import { readSession } from '../storage/records';
import { LONDON } from '../testing/addresses';
import { catalogue, lowStockProduct, simpleProduct } from '../testing/catalogue';
import { commerceServerPerFile } from '../testing/commerceServer';
import { dataOf, errorsOf } from '../testing/results';

const server = commerceServerPerFile();

describe('cart operations against the commerce server', () => {
  it('AddToCart as a guest starts a session, and GetCart after a reload returns the line', async () => {
    const { client, storage } = server.shopper();
    const product = await simpleProduct(client);
    expect(readSession(storage)).toBeNull();
    const added = dataOf(
      await client
        .mutation(AddToCartDocument, { productId: product.databaseId, quantity: 2 })
        .toPromise(),
    );
    expect(added.addToCart?.cartItem?.quantity).toBe(2);
    expect(readSession(storage)?.token).toBeTruthy();

    const reloaded = server.shopper(storage).client;
    const cart = dataOf(await reloaded.query(GetCartDocument, {}).toPromise()).cart;
    const lines = cartLinesFromCart(cart, '/placeholder.svg');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ productId: product.databaseId, quantity: 2 });
    expect(lines[0]?.subtotal).toBe(readAmount(pricingOf(product).price) * 2);
  });

  it('AddToCart of the same product twice gives one line with the summed quantity', async () => {
    const { client } = server.shopper();
    const product = await simpleProduct(client);
    await client.mutation(AddToCartDocument, { productId: product.databaseId }).toPromise();
    const second = dataOf(
      await client.mutation(AddToCartDocument, { productId: product.databaseId }).toPromise(),
    );
    const nodes = second.addToCart?.cart?.contents?.nodes ?? [];
    expect(nodes).toHaveLength(1);
    expect(nodes[0]?.quantity).toBe(2);
  });

  it('AddToCart beyond the stock fails with the stock message', async () => {
    const { client } = server.shopper();
    const product = await lowStockProduct(client);
    const stock = product.stockQuantity ?? 0;
    await client
      .mutation(AddToCartDocument, { productId: product.databaseId, quantity: stock })
      .toPromise();
    const result = await client
      .mutation(AddToCartDocument, { productId: product.databaseId, quantity: 1 })
      .toPromise();
    expect(errorsOf(result)).toContain(MESSAGES.noMoreStock(stock));
  });

  it('UpdateCartItem sets the quantity and RemoveFromCart empties the cart', async () => {
    const { client } = server.shopper();
    const product = await simpleProduct(client);
    const added = dataOf(
      await client.mutation(AddToCartDocument, { productId: product.databaseId }).toPromise(),
    );
    const key = added.addToCart?.cartItem?.key ?? '';
    const updated = dataOf(
      await client.mutation(UpdateCartItemDocument, { cartItemKey: key, quantity: 3 }).toPromise(),
    );
    expect(updated.updateItemQuantities?.cart?.contents?.nodes?.[0]?.quantity).toBe(3);
    const removed = dataOf(
      await client.mutation(RemoveFromCartDocument, { cartItemKey: key }).toPromise(),
    );
    expect(removed.removeItemsFromCart?.cart?.contents?.nodes ?? []).toEqual([]);
    const cart = dataOf(await client.query(GetCartDocument, {}).toPromise()).cart;
    expect(cart?.contents?.nodes ?? []).toEqual([]);
  });

  it('EmptyCart removes every line in one request', async () => {
    const { client } = server.shopper();
    const [first, second] = (await catalogue(client)).filter(
      (product) => product.type === 'SIMPLE' && product.stockStatus === 'IN_STOCK',
    );
    for (const product of [first, second]) {
      await client.mutation(AddToCartDocument, { productId: product?.databaseId ?? 0 }).toPromise();
    }
    const emptied = dataOf(await client.mutation(EmptyCartDocument, {}).toPromise());
    expect(emptied.removeItemsFromCart?.cart?.contents?.nodes ?? []).toEqual([]);
    expect(readAmount(emptied.removeItemsFromCart?.cart?.total)).toBe(0);
  });

  it('UpdateShippingMethod chooses a rate and answers with the cart', async () => {
    const { client } = server.shopper();
    const product = await simpleProduct(client);
    const added = dataOf(
      await client.mutation(AddToCartDocument, { productId: product.databaseId }).toPromise(),
    );
    const rates = added.addToCart?.cart?.availableShippingMethods?.[0]?.rates ?? [];
    const rate = rates.at(-1);
    expect(rate).toBeDefined();
    const chosen = dataOf(
      await client
        .mutation(UpdateShippingMethodDocument, { shippingMethod: rate?.id ?? '' })
        .toPromise(),
    );
    expect(chosen.updateShippingMethod?.cart?.chosenShippingMethods).toEqual([rate?.id]);
  });

  it('SetPaymentMethod to bitcoin makes the cart total include the 10% discount', async () => {
    const { client } = server.shopper();
    const product = await simpleProduct(client);
    await client.mutation(AddToCartDocument, { productId: product.databaseId }).toPromise();
    const set = dataOf(
      await client
        .mutation(SetPaymentMethodDocument, { paymentMethod: 'btcpaygf_default' })
        .toPromise(),
    );
    expect(set.setPaymentMethod?.success).toBe(true);
    const cart = dataOf(await client.query(GetCartDocument, {}).toPromise()).cart;
    const expected = computeTotals({
      lines: cartLinesFromCart(cart, ''),
      paymentMethodId: 'btcpaygf_default',
    });
    expect(readAmount(cart?.total)).toBe(expected.total);
  });

  it('SetPaymentMethod with an unknown gateway fails', async () => {
    const { client } = server.shopper();
    const result = await client
      .mutation(SetPaymentMethodDocument, { paymentMethod: 'no-such-gateway' })
      .toPromise();
    expect(errorsOf(result)[0]).toMatch(/payment method/i);
  });

  it('GetShippingMethods rates a small cart at Xpresspost 15 and a cart over 250 free', async () => {
    const { client } = server.shopper();
    const product = await simpleProduct(client);
    const price = readAmount(pricingOf(product).price);
    const rate = async (quantity: number) =>
      dataOf(
        await client
          .mutation(GetShippingMethodsDocument, {
            address: { country: 'GB', postcode: LONDON.postcode, city: LONDON.city },
            cartItems: [{ productId: product.databaseId, quantity }],
          })
          .toPromise(),
      ).getAvailableShippingMethods?.methods ?? [];
    expect(price).toBeLessThanOrEqual(250);
    const small = await rate(1);
    expect(readAmount(small.find((method) => method.label === 'Xpresspost')?.cost)).toBe(15);
    expect(small.some((method) => readAmount(method.cost) === 0)).toBe(false);
    const big = await rate(Math.floor(250 / price) + 1);
    expect(big.some((method) => readAmount(method.cost) === 0)).toBe(true);
  });

  it('UpdateCartShippingAddress stores the London address on the guest session', async () => {
    const { client, storage } = server.shopper();
    const result = dataOf(
      await client.mutation(UpdateCartShippingAddressDocument, { shipping: LONDON }).toPromise(),
    );
    expect(result.updateCustomer?.customer?.shipping).toMatchObject({
      city: 'London',
      postcode: 'SW1A 2AA',
      country: 'GB',
    });
    expect(storage.getItem(STORAGE_KEYS.session)).not.toBeNull();
  });

  it('ApplyCouponToCart applies a percent coupon and the discount matches the domain totals', async () => {
    const { client } = server.shopper();
    const product = await simpleProduct(client);
    await client
      .mutation(AddToCartDocument, { productId: product.databaseId, quantity: 2 })
      .toPromise();
    const data = dataOf(
      await client.mutation(ApplyCouponToCartDocument, { couponCode: 'WELCOME10' }).toPromise(),
    );
    expect(data.applyCoupon?.applied?.code.toUpperCase()).toBe('WELCOME10');
    const cart = data.applyCoupon?.cart;
    const lines = cartLinesFromCart(cart, '');
    const subtotal = computeTotals({ lines }).subtotal;
    const expected = computeTotals({ lines, couponDiscount: Math.round(subtotal * 10) / 100 });
    expect(readAmount(cart?.discountTotal)).toBe(expected.discount);
    expect(readAmount(cart?.total)).toBe(expected.total);
  });

  it.each([
    ['an unknown code', 'NOSUCHCODE'],
    ['an expired code', 'EXPIRED15'],
    ['a used-up code', 'SOLDOUT25'],
  ])('ApplyCouponToCart with %s fails with a message', async (_label, couponCode) => {
    const { client } = server.shopper();
    const product = await simpleProduct(client);
    await client.mutation(AddToCartDocument, { productId: product.databaseId }).toPromise();
    const result = await client.mutation(ApplyCouponToCartDocument, { couponCode }).toPromise();
    expect(errorsOf(result)[0]).toMatch(/coupon/i);
  });

  it('RemoveCouponFromCart removes the applied coupon and its discount', async () => {
    const { client } = server.shopper();
    const product = await simpleProduct(client);
    await client.mutation(AddToCartDocument, { productId: product.databaseId }).toPromise();
    await client.mutation(ApplyCouponToCartDocument, { couponCode: 'SAVE20' }).toPromise();
    const data = dataOf(
      await client.mutation(RemoveCouponFromCartDocument, { couponCode: 'SAVE20' }).toPromise(),
    );
    expect(data.removeCoupons?.cart?.appliedCoupons ?? []).toEqual([]);
    expect(readAmount(data.removeCoupons?.cart?.discountTotal)).toBe(0);
  });

  it('RemoveCouponFromCart of a code that is not applied fails with "Coupon not found!"', async () => {
    const { client } = server.shopper();
    const result = await client
      .mutation(RemoveCouponFromCartDocument, { couponCode: 'WELCOME10' })
      .toPromise();
    expect(errorsOf(result)).toContain(MESSAGES.couponNotFound);
  });
});
