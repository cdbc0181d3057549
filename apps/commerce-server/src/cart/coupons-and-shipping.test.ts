import { MESSAGES } from '@peptide/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import {
  ADD_TO_CART,
  APPLY_COUPON,
  GET_CART,
  REMOVE_COUPON,
  SEEDED,
  Shopper,
  startTestServer,
  type TestClock,
} from '../testing/shopper';

const SHIPPING_METHODS = `mutation ($country: CountriesEnum, $items: [ShippingMethodsCartItemInput!]) {
  getAvailableShippingMethods(input: { address: { country: $country }, cartItems: $items }) { methods { id label cost } }
}`;
const CHOOSE_SHIPPING = `mutation ($id: String!) { updateShippingMethod(input: { shippingMethods: [$id] }) { cart { chosenShippingMethods } } }`;
const SET_PAYMENT = `mutation ($method: String!) { setPaymentMethod(input: { paymentMethod: $method }) { success cart { total fees { total } chosenPaymentMethod } } }`;

describe('coupons', () => {
  let server: RunningServer;
  let clock: TestClock;
  let shopper: Shopper;
  beforeEach(async () => {
    ({ server, clock } = await startTestServer());
    shopper = new Shopper(server);
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
  });
  afterEach(() => server.close());

  it('given a percent coupon, the discount is that share of the subtotal', async () => {
    const { applyCoupon } = await shopper.ok(APPLY_COUPON, { code: 'welcome10' });
    expect(applyCoupon.applied).toEqual({ code: 'WELCOME10', discountAmount: '9.00' });
    expect(applyCoupon.cart).toMatchObject({
      subtotal: '€90.00',
      discountTotal: '€9.00',
      total: '€96.00',
    });
  });

  it('given a fixed coupon, the discount is its amount', async () => {
    const { applyCoupon } = await shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    expect(applyCoupon.cart).toMatchObject({ discountTotal: '€20.00', total: '€85.00' });
  });

  it('given an applied coupon, removing it restores the total', async () => {
    await shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    const { removeCoupons } = await shopper.ok(REMOVE_COUPON, { code: 'SAVE20' });
    expect(removeCoupons.cart).toMatchObject({
      discountTotal: '€0.00',
      total: '€105.00',
      appliedCoupons: [],
    });
    expect(await shopper.error(REMOVE_COUPON, { code: 'SAVE20' })).toBe(MESSAGES.couponNotFound);
  });

  it('given an expired, unknown, used-up, blank or too long code, applying is refused', async () => {
    expect(await shopper.error(APPLY_COUPON, { code: 'EXPIRED15' })).toBe(
      'This coupon has expired.',
    );
    expect(await shopper.error(APPLY_COUPON, { code: 'NOPE' })).toBe(
      'Coupon "NOPE" does not exist!',
    );
    expect(await shopper.error(APPLY_COUPON, { code: 'SOLDOUT25' })).toBe(
      'Coupon usage limit has been reached.',
    );
    expect(await shopper.error(APPLY_COUPON, { code: '   ' })).toBe(MESSAGES.invalidCoupon);
    expect(await shopper.error(APPLY_COUPON, { code: 'X'.repeat(27) })).toBe(
      MESSAGES.invalidCoupon,
    );
  });

  it('given a coupon applied twice, the second is refused', async () => {
    await shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    expect(await shopper.error(APPLY_COUPON, { code: 'save20' })).toBe(
      'Coupon code already applied!',
    );
  });

  it('given a coupon that expires after it was applied, the cart stops counting it', async () => {
    server.db
      .prepare("UPDATE coupons SET date_expiry = '2026-01-16T00:00:00.000Z' WHERE code = 'SAVE20'")
      .run();
    await shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    clock.advance(86_400_000);
    const { cart } = await shopper.ok(GET_CART);
    expect(cart).toMatchObject({ discountTotal: '€0.00', appliedCoupons: [] });
  });
});

describe('shipping and payment method', () => {
  let server: RunningServer;
  let shopper: Shopper;
  beforeEach(async () => {
    ({ server } = await startTestServer());
    shopper = new Shopper(server);
  });
  afterEach(() => server.close());

  it('given a subtotal of 250 or less, the flat rate Xpresspost 15 is charged', async () => {
    const { addToCart } = await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
    expect(addToCart.cart.availableShippingMethods[0].rates).toEqual([
      { id: 'flat_rate:1', label: MESSAGES.shippingFlatLabel, cost: '15.00' },
    ]);
    expect(addToCart.cart).toMatchObject({
      shippingTotal: '€15.00',
      chosenShippingMethods: ['flat_rate:1'],
    });
  });

  it('given exactly 250, shipping is still charged; above 250 it is free', async () => {
    server.db.prepare('UPDATE products SET regular_price = 125 WHERE id = ?').run(SEEDED.bpc);
    const atThreshold = await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
    expect(atThreshold.addToCart.cart).toMatchObject({
      subtotal: '€250.00',
      shippingTotal: '€15.00',
    });
    const above = await shopper.ok(ADD_TO_CART, { productId: SEEDED.insurance, quantity: 1 });
    expect(above.addToCart.cart).toMatchObject({
      subtotal: '€254.99',
      shippingTotal: '€0.00',
      chosenShippingMethods: ['free_shipping:2'],
      total: '€254.99',
    });
  });

  it('given the free-shipping amount query, it answers 250', async () => {
    expect(await shopper.ok('{ freeShippingAmount }')).toEqual({ freeShippingAmount: 250 });
  });

  it('given an address and items, shipping methods are rated for them; outside the 29 countries none', async () => {
    const items = [{ productId: SEEDED.bpc, quantity: 6 }];
    const inGermany = await shopper.ok(SHIPPING_METHODS, { country: 'DE', items });
    expect(inGermany.getAvailableShippingMethods.methods).toEqual([
      { id: 'free_shipping:2', label: 'Free shipping', cost: '0.00' },
    ]);
    const nowhere = await shopper.ok(SHIPPING_METHODS, { country: null, items });
    expect(nowhere.getAvailableShippingMethods.methods).toEqual([]);
  });

  it('given a shipping method not offered, choosing it is refused', async () => {
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    expect(await shopper.error(CHOOSE_SHIPPING, { id: 'free_shipping:2' })).toMatch(
      /Invalid shipping method/,
    );
    expect(
      (await shopper.ok(CHOOSE_SHIPPING, { id: 'flat_rate:1' })).updateShippingMethod.cart
        .chosenShippingMethods,
    ).toEqual(['flat_rate:1']);
  });

  it('given the bitcoin gateway is chosen, the total takes 10% off the discounted subtotal', async () => {
    await shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
    await shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    const { setPaymentMethod } = await shopper.ok(SET_PAYMENT, { method: 'btcpaygf_default' });
    expect(setPaymentMethod).toEqual({
      success: true,
      cart: { total: '€78.00', fees: [{ total: -7 }], chosenPaymentMethod: 'btcpaygf_default' },
    });
    expect(await shopper.error(SET_PAYMENT, { method: 'cheque' })).toMatch(
      /Invalid payment method/,
    );
  });
});
