import { MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADD_TO_CART,
  APPLY_COUPON,
  BILLING,
  CHECKOUT,
  GET_CART,
  LOGIN,
  REGISTER,
  REMOVE_COUPON,
  SEEDED,
  Shopper,
  useTestShop,
} from '../testing/shopper';

const SHIPPING_METHODS = `mutation ($country: CountriesEnum, $items: [ShippingMethodsCartItemInput!]) {
  getAvailableShippingMethods(input: { address: { country: $country }, cartItems: $items }) { methods { id label cost(format: RAW) } }
}`;
const CHOOSE_SHIPPING = `mutation ($id: String!) { updateShippingMethod(input: { shippingMethods: [$id] }) { cart { chosenShippingMethods } } }`;
const SET_PAYMENT = `mutation ($method: String!) { setPaymentMethod(input: { paymentMethod: $method }) { success cart { total fees { total } } } }`;

describe('coupons', () => {
  const shop = useTestShop();
  beforeEach(async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
  });

  it('given a percent coupon, the discount is that share of the subtotal', async () => {
    const { applyCoupon } = await shop.shopper.ok(APPLY_COUPON, { code: 'welcome10' });
    expect(applyCoupon.applied).toEqual({ code: 'WELCOME10', discountAmount: '9.00' });
    expect(applyCoupon.cart).toMatchObject({
      subtotal: '€90.00',
      discountTotal: '€9.00',
      total: '€96.00',
    });
  });

  it('given a percent coupon and the shipping insurance / the share is taken off the products alone', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.insurance, quantity: 1 });
    const { applyCoupon } = await shop.shopper.ok(APPLY_COUPON, { code: 'WELCOME10' });
    expect(applyCoupon.applied).toEqual({ code: 'WELCOME10', discountAmount: '9.00' });
    expect(applyCoupon.cart).toMatchObject({
      subtotal: '€94.99',
      discountTotal: '€9.00',
      total: '€100.99',
    });
  });

  it('given an individual-use coupon, it goes alone: refused beside another, and nothing joins it', async () => {
    const codes = `{ cart { appliedCoupons { code } } }`;
    await shop.shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    const refused = await shop.shopper.send(APPLY_COUPON, { code: 'SOLO15' });
    expect(refused.status).toBeLessThan(500);
    expect(refused.errors?.[0]?.message).toBe(SERVER_MESSAGES.couponIndividualUseOnly('SOLO15'));
    expect((await shop.shopper.ok(codes)).cart.appliedCoupons).toEqual([{ code: 'SAVE20' }]);

    await shop.shopper.ok(REMOVE_COUPON, { code: 'SAVE20' });
    await shop.shopper.ok(APPLY_COUPON, { code: 'SOLO15' });
    for (const code of ['SAVE20', 'WELCOME10']) {
      expect(await shop.shopper.error(APPLY_COUPON, { code })).toBe(
        SERVER_MESSAGES.couponIndividualUseApplied('SOLO15'),
      );
    }
    expect((await shop.shopper.ok(codes)).cart.appliedCoupons).toEqual([{ code: 'SOLO15' }]);
  });

  it('given a guest with an individual-use coupon who logs in to a cart with another coupon, the carts merge with the customer coupon alone', async () => {
    const customer = new Shopper(shop.server);
    const { registerCustomer } = await customer.ok(REGISTER, {
      email: 'stacker@example.org',
      password: 'correct horse',
    });
    customer.authToken = registerCustomer.authToken;
    await customer.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    await customer.ok(APPLY_COUPON, { code: 'SAVE20' });
    await shop.shopper.ok(APPLY_COUPON, { code: 'SOLO15' });
    const { login } = await shop.shopper.ok(LOGIN, {
      username: 'stacker@example.org',
      password: 'correct horse',
    });
    shop.shopper.authToken = login.authToken;
    const { cart } = await shop.shopper.ok(GET_CART);
    expect(cart.appliedCoupons.map((coupon: { code: string }) => coupon.code)).toEqual(['SAVE20']);
  });

  it('given two coupons without individual use, they still stack', async () => {
    await shop.shopper.ok(APPLY_COUPON, { code: 'WELCOME10' });
    const { applyCoupon } = await shop.shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    expect(applyCoupon.cart.discountTotal).toBe('€29.00');
  });

  it('given a fixed coupon, the discount is its amount', async () => {
    const { applyCoupon } = await shop.shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    expect(applyCoupon.cart).toMatchObject({ discountTotal: '€20.00', total: '€85.00' });
  });

  it('given an applied coupon, removing it restores the total', async () => {
    await shop.shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    const { removeCoupons } = await shop.shopper.ok(REMOVE_COUPON, { code: 'SAVE20' });
    expect(removeCoupons.cart).toMatchObject({
      discountTotal: '€0.00',
      total: '€105.00',
      appliedCoupons: [],
    });
    expect(await shop.shopper.error(REMOVE_COUPON, { code: 'SAVE20' })).toBe(
      MESSAGES.couponNotFound,
    );
  });

  it('given an expired, unknown, used-up, blank or too long code, applying is refused', async () => {
    expect(await shop.shopper.error(APPLY_COUPON, { code: 'EXPIRED15' })).toBe(
      'This coupon has expired.',
    );
    expect(await shop.shopper.error(APPLY_COUPON, { code: 'NOPE' })).toBe(
      'Coupon "NOPE" does not exist!',
    );
    expect(await shop.shopper.error(APPLY_COUPON, { code: 'SOLDOUT25' })).toBe(
      'Coupon usage limit has been reached.',
    );
    expect(await shop.shopper.error(APPLY_COUPON, { code: '   ' })).toBe(MESSAGES.invalidCoupon);
    expect(await shop.shopper.error(APPLY_COUPON, { code: 'X'.repeat(27) })).toBe(
      MESSAGES.invalidCoupon,
    );
  });

  it('given a coupon applied twice, the second is refused', async () => {
    await shop.shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    expect(await shop.shopper.error(APPLY_COUPON, { code: 'save20' })).toBe(
      'Coupon code already applied!',
    );
  });

  it('given a coupon that expires after it was applied, the cart stops counting it', async () => {
    await shop.server.db
      .updateTable('coupons')
      .set({ date_expiry: '2026-01-16T00:00:00.000Z' })
      .where('code', '=', 'SAVE20')
      .execute();
    await shop.shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    shop.clock.advance(86_400_000);
    const { cart } = await shop.shopper.ok(GET_CART);
    expect(cart).toMatchObject({ discountTotal: '€0.00', appliedCoupons: [] });
  });
});

describe('shipping and payment method', () => {
  const shop = useTestShop();

  it('given a subtotal of 250 or less, the flat rate Xpresspost 15 is charged', async () => {
    const { addToCart } = await shop.shopper.ok(ADD_TO_CART, {
      productId: SEEDED.bpc,
      quantity: 2,
    });
    expect(addToCart.cart.availableShippingMethods[0].rates).toEqual([
      { id: 'flat_rate:1', label: MESSAGES.shippingFlatLabel, cost: '15.00' },
    ]);
    expect(addToCart.cart).toMatchObject({
      shippingTotal: '€15.00',
      chosenShippingMethods: ['flat_rate:1'],
    });
  });

  it('given exactly 250, shipping is still charged; above 250 it is free', async () => {
    await shop.server.db
      .updateTable('products')
      .set({ regular_price: 125 })
      .where('id', '=', SEEDED.bpc)
      .execute();
    const atThreshold = await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
    expect(atThreshold.addToCart.cart).toMatchObject({
      subtotal: '€250.00',
      shippingTotal: '€15.00',
    });
    const above = await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.insurance, quantity: 1 });
    expect(above.addToCart.cart).toMatchObject({
      subtotal: '€254.99',
      shippingTotal: '€0.00',
      chosenShippingMethods: ['free_shipping:2'],
      total: '€254.99',
    });
  });

  it('given a cart of 259.80 that coupons take 45.98 off, shipping is charged: the threshold is judged after coupons', async () => {
    // Semaglutide Powder 1g (240) and two BAC Water 10ml (9.90).
    await shop.shopper.ok(ADD_TO_CART, { productId: 118, quantity: 1 });
    const before = await shop.shopper.ok(ADD_TO_CART, { productId: 128, quantity: 2 });
    expect(before.addToCart.cart).toMatchObject({
      subtotal: '€259.80',
      shippingTotal: '€0.00',
      chosenShippingMethods: ['free_shipping:2'],
    });
    await shop.shopper.ok(APPLY_COUPON, { code: 'WELCOME10' });
    const { applyCoupon } = await shop.shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    expect(applyCoupon.cart).toMatchObject({
      subtotal: '€259.80',
      discountTotal: '€45.98',
      shippingTotal: '€15.00',
      chosenShippingMethods: ['flat_rate:1'],
      total: '€228.82',
    });
    expect(applyCoupon.cart.availableShippingMethods[0].rates).toEqual([
      { id: 'flat_rate:1', label: MESSAGES.shippingFlatLabel, cost: '15.00' },
    ]);
    const { checkout } = await shop.shopper.ok(CHECKOUT, {
      input: { billing: BILLING, paymentMethod: 'nowpayments' },
    });
    expect(checkout.order).toMatchObject({
      subtotal: '€259.80',
      discountTotal: '€45.98',
      shippingTotal: '€15.00',
      total: '€228.82',
    });
  });

  it('given the free-shipping amount query, it answers 250', async () => {
    expect(await shop.shopper.ok('{ freeShippingAmount }')).toEqual({ freeShippingAmount: 250 });
  });

  it('given an address and items, shipping methods are rated for them; outside the 29 countries none', async () => {
    const items = [{ productId: SEEDED.bpc, quantity: 6 }];
    const inGermany = await shop.shopper.ok(SHIPPING_METHODS, { country: 'DE', items });
    expect(inGermany.getAvailableShippingMethods.methods).toEqual([
      { id: 'flat_rate:1', label: MESSAGES.shippingFlatLabel, cost: '15.00' },
      { id: 'free_shipping:2', label: 'Free shipping', cost: '0.00' },
    ]);
    const nowhere = await shop.shopper.ok(SHIPPING_METHODS, { country: null, items });
    expect(nowhere.getAvailableShippingMethods.methods).toEqual([]);
  });

  it('given no items, the shipping methods are rated for the cart after its coupons, as the cart rates them', async () => {
    // 259.80 of goods, free shipping beside the flat rate until the coupons take 45.98 off.
    await shop.shopper.ok(ADD_TO_CART, { productId: 118, quantity: 1 });
    await shop.shopper.ok(ADD_TO_CART, { productId: 128, quantity: 2 });
    const free = await shop.shopper.ok(SHIPPING_METHODS, { country: 'DE' });
    expect(free.getAvailableShippingMethods.methods).toEqual([
      { id: 'flat_rate:1', label: MESSAGES.shippingFlatLabel, cost: '15.00' },
      { id: 'free_shipping:2', label: 'Free shipping', cost: '0.00' },
    ]);
    await shop.shopper.ok(APPLY_COUPON, { code: 'WELCOME10' });
    await shop.shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    const flat = await shop.shopper.ok(SHIPPING_METHODS, { country: 'DE' });
    expect(flat.getAvailableShippingMethods.methods).toEqual([
      { id: 'flat_rate:1', label: MESSAGES.shippingFlatLabel, cost: '15.00' },
    ]);
  });

  it('given a cart above 250 whose shopper chose the flat rate below it / it keeps the flat rate beside free shipping until free shipping is chosen', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    await shop.shopper.ok(CHOOSE_SHIPPING, { id: 'flat_rate:1' });
    const { addToCart } = await shop.shopper.ok(ADD_TO_CART, {
      productId: SEEDED.bpc,
      quantity: 9,
    });
    expect(addToCart.cart.availableShippingMethods[0].rates).toEqual([
      { id: 'flat_rate:1', label: MESSAGES.shippingFlatLabel, cost: '15.00' },
      { id: 'free_shipping:2', label: 'Free shipping', cost: '0.00' },
    ]);
    expect(addToCart.cart).toMatchObject({
      shippingTotal: '€15.00',
      chosenShippingMethods: ['flat_rate:1'],
    });
    await shop.shopper.ok(CHOOSE_SHIPPING, { id: 'free_shipping:2' });
    const { cart } = await shop.shopper.ok(GET_CART);
    expect(cart).toMatchObject({
      shippingTotal: '€0.00',
      chosenShippingMethods: ['free_shipping:2'],
    });
  });

  it('given a shipping method not offered, choosing it is refused', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 1 });
    expect(await shop.shopper.error(CHOOSE_SHIPPING, { id: 'free_shipping:2' })).toMatch(
      /Invalid shipping method/,
    );
    expect(
      (await shop.shopper.ok(CHOOSE_SHIPPING, { id: 'flat_rate:1' })).updateShippingMethod.cart
        .chosenShippingMethods,
    ).toEqual(['flat_rate:1']);
  });

  it('given the bitcoin gateway is chosen, the total takes 10% off the discounted subtotal', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.bpc, quantity: 2 });
    await shop.shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    const { setPaymentMethod } = await shop.shopper.ok(SET_PAYMENT, { method: 'btcpaygf_default' });
    expect(setPaymentMethod).toEqual({
      success: true,
      cart: { total: '€78.00', fees: [{ total: -7 }] },
    });
    expect(await shop.shopper.ok('{ chosenPaymentMethod }')).toEqual({
      chosenPaymentMethod: 'btcpaygf_default',
    });
    expect(await shop.shopper.error(SET_PAYMENT, { method: 'cheque' })).toMatch(
      /Invalid payment method/,
    );
  });
});
