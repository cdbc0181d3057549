import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { simpleProduct } from '../testing/catalogue';
import { commerceServerPerFile } from '../testing/commerceServer';
import { testStore } from '../testing/renderWithCommerce';
import { CommerceProvider } from './CommerceProvider';
import { useShopSelector } from './ShopStoreProvider';

const server = commerceServerPerFile();

/** The cart badge's figure, logging each render's count. */
function Badge({ renders }: { renders: number[] }) {
  const count = useShopSelector((snapshot) => snapshot.count);
  renders.push(count);
  return <output>{count}</output>;
}

describe('useShopSelector', () => {
  it('given store changes that leave the selected value alone, the component does not render again', async () => {
    const { store } = testStore(server.endpoint);
    const renders: number[] = [];
    const { container } = render(
      <CommerceProvider store={store}>
        <Badge renders={renders} />
      </CommerceProvider>,
    );
    expect(store.getSnapshot().ready).toBe(true);
    expect(renders).toEqual([0]);
    const product = await simpleProduct(server.shopper().client);
    await act(() => store.addToCart({ productId: product.databaseId }));
    expect(container.textContent).toBe('1');
    expect(renders).toEqual([0, 1]);
    await act(() => store.loadFreeShippingThreshold());
    expect(renders).toEqual([0, 1]);
  });
});
