import { computeTotals, readAmount, success } from '@peptide/domain';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pricingOf } from '../productFields';
import { STORAGE_KEYS } from '../storage/keys';
import { readCartRecord } from '../storage/records';
import type { ActionResult } from '../store/actionResult';
import { lowStockProduct, simpleProduct } from '../testing/catalogue';
import { commerceServerPerFile } from '../testing/commerceServer';
import { renderWithCommerce } from '../testing/renderWithCommerce';
import { useCart } from './useCart';

const server = commerceServerPerFile();

const storedLine = {
  id: 'k',
  key: 'k',
  productId: 999,
  name: 'From last visit',
  link: '/product/x',
  price: 5,
  image: '/x.png',
  quantity: 1,
  stock: null,
  slug: 'x',
  subtotal: 5,
};

/** A rendered cart holding one unit of a simple product, with the request log emptied. */
async function cartWithOneLine() {
  const rendered = renderWithCommerce(useCart, server.endpoint);
  const product = await simpleProduct(server.shopper().client);
  await act(() => rendered.result.current.add({ productId: product.databaseId }));
  rendered.takeRequests();
  const key = rendered.result.current.lines[0]?.key ?? '';
  return { ...rendered, product, key };
}

describe('useCart against the commerce server', () => {
  it('given a first visit with no commerce session, it sends no cart request', async () => {
    const { result, takeRequests } = renderWithCommerce(useCart, server.endpoint);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(takeRequests()).toEqual([]);
    expect(result.current.status).toBe('idle');
    expect(result.current.count).toBe(0);
  });

  it('given a stored session and cart record, it shows the record until the server cart replaces it', async () => {
    const first = renderWithCommerce(useCart, server.endpoint);
    const product = await simpleProduct(server.shopper().client);
    await act(() => first.result.current.add({ productId: product.databaseId }));
    first.storage.setItem(STORAGE_KEYS.cart, JSON.stringify([storedLine]));

    const { result, takeRequests } = renderWithCommerce(useCart, server.endpoint, first.storage);
    expect(result.current.lines.map((line) => line.name)).toEqual(['From last visit']);
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.lines.map((line) => line.productId)).toEqual([product.databaseId]);
    expect(readCartRecord(first.storage).map((line) => line.productId)).toEqual([
      product.databaseId,
    ]);
    expect(takeRequests()).toEqual(['GetCart']);
  });

  it('add sends one request, shows the line at once and takes the cart from the answer', async () => {
    const { result, takeRequests } = renderWithCommerce(useCart, server.endpoint);
    const product = await simpleProduct(server.shopper().client);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.add({
        productId: product.databaseId,
        preview: {
          name: product.name ?? '',
          slug: product.slug ?? '',
          price: readAmount(pricingOf(product).price),
        },
      });
    });
    expect(result.current.adding(product.databaseId)).toBe(true);
    expect(result.current.adding(product.databaseId + 1)).toBe(false);
    expect(result.current.count).toBe(1);
    expect(result.current.lines[0]?.name).toBe(product.name);

    let outcome: unknown;
    await act(async () => {
      outcome = await pending;
    });
    expect(outcome).toEqual({ ok: true, value: 'Added to cart successfully!' });
    expect(takeRequests()).toEqual(['AddToCart']);
    expect(result.current.adding(product.databaseId)).toBe(false);
    expect(result.current.lines).toHaveLength(1);
    expect(result.current.lines[0]?.key).not.toMatch(/^pending:/);
    const price = readAmount(pricingOf(product).price);
    expect(result.current.totals).toEqual(
      computeTotals({ lines: [{ price, quantity: 1 }], couponDiscount: 0 }),
    );
  });

  it('quantity and remove each send one request and flag their own button', async () => {
    const { result, key, takeRequests } = await cartWithOneLine();
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.updateQuantity(key, 3);
    });
    expect(result.current.busy(key)).toEqual({ increment: true, decrement: false, remove: false });
    expect(result.current.lines[0]?.quantity).toBe(3);
    await act(() => pending);
    expect(takeRequests()).toEqual(['UpdateCartItem']);
    expect(result.current.lines[0]?.quantity).toBe(3);
    expect(result.current.busy(key).increment).toBe(false);

    act(() => {
      pending = result.current.updateQuantity(key, 2);
    });
    expect(result.current.busy(key)).toEqual({ increment: false, decrement: true, remove: false });
    await act(() => pending);
    expect(takeRequests()).toEqual(['UpdateCartItem']);
    expect(result.current.lines[0]?.quantity).toBe(2);

    act(() => {
      pending = result.current.remove(key);
    });
    expect(result.current.busy(key)).toEqual({ increment: false, decrement: false, remove: true });
    expect(result.current.lines).toEqual([]);
    await act(() => pending);
    expect(takeRequests()).toEqual(['RemoveFromCart']);
    expect(result.current.lines).toEqual([]);
    expect(result.current.busy(key).remove).toBe(false);
  });

  it('given no key or a quantity below 1, updates and removals are ignored without a request', async () => {
    const { result, takeRequests } = renderWithCommerce(useCart, server.endpoint);
    await expect(result.current.updateQuantity('', 2)).resolves.toEqual({ ok: false, error: null });
    await expect(result.current.updateQuantity('k', 0)).resolves.toEqual({
      ok: false,
      error: null,
    });
    await expect(result.current.remove('')).resolves.toEqual({ ok: false, error: null });
    expect(takeRequests()).toEqual([]);
  });

  it('given an add the server refuses, the optimistic line is rolled back with the server message', async () => {
    const { result, takeRequests } = renderWithCommerce(useCart, server.endpoint);
    const product = await lowStockProduct(server.shopper().client);
    let pending: Promise<ActionResult> = Promise.resolve(success(''));
    act(() => {
      pending = result.current.add({ productId: product.databaseId, quantity: 999 });
    });
    expect(result.current.count).toBe(1);
    let outcome: ActionResult = success('');
    await act(async () => {
      outcome = await pending;
    });
    expect(outcome).toEqual({ ok: false, error: expect.stringMatching(/stock/i) });
    expect(result.current.count).toBe(0);
    expect(result.current.adding(product.databaseId)).toBe(false);
    expect(takeRequests()).toEqual(['AddToCart']);
  });

  it('given a refused quantity change, the line returns to its confirmed quantity', async () => {
    const { result, key, takeRequests } = await cartWithOneLine();
    const outcome = await act(() => result.current.updateQuantity(key, 100_000));
    expect(outcome.ok).toBe(false);
    expect(result.current.lines[0]?.quantity).toBe(1);
    expect(takeRequests()).toEqual(['UpdateCartItem']);
  });

  it('refetch sends one GetCart', async () => {
    const { result, takeRequests } = await cartWithOneLine();
    await act(() => result.current.refetch());
    expect(takeRequests()).toEqual(['GetCart']);
    expect(result.current.lines).toHaveLength(1);
  });
});
