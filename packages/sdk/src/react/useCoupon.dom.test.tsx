import { MESSAGES } from '@peptide/domain';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddToCartDocument } from '../generated/graphql';
import { STORAGE_KEYS } from '../storage/keys';
import { simpleProduct } from '../testing/catalogue';
import { commerceServerPerFile } from '../testing/commerceServer';
import { type LoopbackServer, startLoopback } from '../testing/loopbackServer';
import { renderWithCommerce } from '../testing/renderWithCommerce';
import { useCart } from './useCart';
import { useCoupon } from './useCoupon';

const server = commerceServerPerFile();

function useCartAndCoupon() {
  return { cart: useCart(), coupon: useCoupon() };
}

async function cartWithOneProduct() {
  const rendered = renderWithCommerce(useCartAndCoupon, server.endpoint);
  const product = await simpleProduct(rendered.client);
  await rendered.client
    .mutation(AddToCartDocument, { productId: product.databaseId, quantity: 2 })
    .toPromise();
  return rendered;
}

describe('useCoupon against the commerce server', () => {
  it('apply stores the code, says "Coupon Applied" and the refetched cart shows the discount', async () => {
    const { result, storage } = await cartWithOneProduct();
    const outcome = await act(() => result.current.coupon.apply('  WELCOME10 '));
    expect(outcome).toEqual({ ok: true, value: MESSAGES.couponApplied });
    expect(storage.getItem(STORAGE_KEYS.appliedCoupon)).toBe('WELCOME10');
    expect(result.current.coupon.code).toBe('WELCOME10');
    await waitFor(() => expect(result.current.cart.totals.discount).toBeGreaterThan(0));
  });

  it('remove deletes the stored code and says "Coupon removed!"', async () => {
    const { result, storage } = await cartWithOneProduct();
    await act(() => result.current.coupon.apply('SAVE20'));
    const outcome = await act(() => result.current.coupon.remove());
    expect(outcome).toEqual({ ok: true, value: MESSAGES.couponRemoved });
    expect(storage.getItem(STORAGE_KEYS.appliedCoupon)).toBeNull();
    await waitFor(() => expect(result.current.cart.totals.discount).toBe(0));
  });

  it('remove without a stored code says "No coupon found to remove."', async () => {
    const { result } = await cartWithOneProduct();
    const outcome = await act(() => result.current.coupon.remove());
    expect(outcome).toEqual({ ok: false, error: MESSAGES.noCouponToRemove });
  });

  it('apply of an expired code shows the server message and stores nothing', async () => {
    const { result, storage } = await cartWithOneProduct();
    const outcome = await act(() => result.current.coupon.apply('EXPIRED15'));
    expect(outcome).toEqual({ ok: false, error: expect.stringMatching(/expired/i) });
    expect(storage.getItem(STORAGE_KEYS.appliedCoupon)).toBeNull();
  });

  it('apply of a blank or over-long code is ignored without a request', async () => {
    const { result } = await cartWithOneProduct();
    await expect(result.current.coupon.apply('   ')).resolves.toEqual({ ok: false, error: null });
    await expect(result.current.coupon.apply('X'.repeat(27))).resolves.toEqual({
      ok: false,
      error: null,
    });
  });

  it('remove of a stored code the cart does not hold says "Coupon not found!"', async () => {
    const { result, storage } = await cartWithOneProduct();
    storage.setItem(STORAGE_KEYS.appliedCoupon, 'WELCOME10');
    const outcome = await act(() => result.current.coupon.remove());
    expect(outcome).toEqual({ ok: false, error: MESSAGES.couponNotFound });
  });
});

describe('useCoupon given a backend that answers without applying', () => {
  let backend: LoopbackServer;
  afterEach(() => backend.close());

  it('apply says "Invalid coupon code" and stores nothing', async () => {
    backend = await startLoopback(() => ({
      body: { data: { applyCoupon: { applied: null, cart: null } } },
    }));
    const { result, storage } = renderWithCommerce(useCoupon, backend.url);
    const outcome = await act(() => result.current.apply('WELCOME10'));
    expect(outcome).toEqual({ ok: false, error: MESSAGES.invalidCoupon });
    expect(storage.getItem(STORAGE_KEYS.appliedCoupon)).toBeNull();
    expect(result.current.code).toBeNull();
  });
});
