// @vitest-environment happy-dom
import { computeTotals, parsePrice } from '@peptide/domain';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys';
import { readCartRecord } from '../storage/records';
import { memoryStorage } from '../storage/storage';
import { simpleProduct } from '../testing/catalogue';
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

describe('useCart against the commerce server', () => {
  it('given a stored cart record, it shows it until the server cart replaces it', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.cart]: JSON.stringify([storedLine]) });
    const { result } = renderWithCommerce(useCart, server.endpoint, storage);
    expect(result.current.lines.map((line) => line.name)).toEqual(['From last visit']);
    await waitFor(() => expect(result.current.cart).not.toBeNull());
    expect(result.current.lines).toEqual([]);
    expect(readCartRecord(storage)).toEqual([]);
  });

  it('add sets the adding flag for that product only, then the refetched cart holds the line', async () => {
    const { result, client } = renderWithCommerce(useCart, server.endpoint);
    await waitFor(() => expect(result.current.cart).not.toBeNull());
    const product = await simpleProduct(client);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.add(product.databaseId);
    });
    expect(result.current.adding(product.databaseId)).toBe(true);
    expect(result.current.adding(product.databaseId + 1)).toBe(false);
    let outcome: unknown;
    await act(async () => {
      outcome = await pending;
    });
    expect(outcome).toEqual({ ok: true, message: 'Added to cart successfully!' });
    expect(result.current.adding(product.databaseId)).toBe(false);
    // No waiting: add resolves only once the refetched cart has arrived.
    expect(result.current.lines).toHaveLength(1);
    expect(result.current.count).toBe(1);
    const price = parsePrice(product.price);
    expect(result.current.totals).toEqual(
      computeTotals({ lines: [{ price, quantity: 1 }], couponDiscount: 0 }),
    );
  });

  it('updateQuantity flags increment or decrement on that line, remove flags remove', async () => {
    const { result, client } = renderWithCommerce(useCart, server.endpoint);
    await waitFor(() => expect(result.current.cart).not.toBeNull());
    const product = await simpleProduct(client);
    await act(() => result.current.add(product.databaseId));
    await waitFor(() => expect(result.current.lines).toHaveLength(1));
    const key = result.current.lines[0]?.key ?? '';

    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.updateQuantity(key, 3);
    });
    expect(result.current.busy(key)).toEqual({ increment: true, decrement: false, remove: false });
    await act(() => pending);
    expect(result.current.lines[0]?.quantity).toBe(3);
    expect(result.current.busy(key).increment).toBe(false);

    act(() => {
      pending = result.current.updateQuantity(key, 2);
    });
    expect(result.current.busy(key)).toEqual({ increment: false, decrement: true, remove: false });
    await act(() => pending);
    expect(result.current.lines[0]?.quantity).toBe(2);

    act(() => {
      pending = result.current.remove(key);
    });
    expect(result.current.busy(key)).toEqual({ increment: false, decrement: false, remove: true });
    await act(() => pending);
    expect(result.current.lines).toEqual([]);
    expect(result.current.busy(key).remove).toBe(false);
  });

  it('given no key or a quantity below 1, updates and removals are ignored without a request', async () => {
    const { result } = renderWithCommerce(useCart, server.endpoint);
    await waitFor(() => expect(result.current.cart).not.toBeNull());
    await expect(result.current.updateQuantity('', 2)).resolves.toMatchObject({ ignored: true });
    await expect(result.current.updateQuantity('k', 0)).resolves.toMatchObject({ ignored: true });
    await expect(result.current.remove('')).resolves.toMatchObject({ ignored: true });
  });

  it('given a product over its stock, add fails with the server message and clears the flag', async () => {
    const { result, client } = renderWithCommerce(useCart, server.endpoint);
    await waitFor(() => expect(result.current.cart).not.toBeNull());
    const product = await simpleProduct(client);
    const outcome = await act(() => result.current.add(product.databaseId, 1000));
    expect(outcome.ok).toBe(false);
    expect(outcome.message).not.toBe('');
    expect(result.current.adding(product.databaseId)).toBe(false);
  });
});
