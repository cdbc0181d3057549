// @vitest-environment happy-dom
import { MESSAGES } from '@peptide/domain';
import type { ShopSnapshot, ShopStore } from '@peptide/sdk';
import { ShopStoreProvider } from '@peptide/sdk/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotifyMe, type NotifyMeProps } from './NotifyMe';

afterEach(cleanup);

/** A store with one snapshot that answers stock-notification requests as told. */
function storeWith(user: ShopSnapshot['user'], answer: 'active' | 'unconfirmed') {
  const snapshot = { user } as ShopSnapshot;
  const requestStockNotification = vi.fn(async () => ({ ok: true as const, value: answer }));
  const store = {
    subscribe: () => () => {},
    start: () => () => {},
    getSnapshot: () => snapshot,
    getServerSnapshot: () => snapshot,
    requestStockNotification,
  } as unknown as ShopStore;
  return { store, requestStockNotification };
}

function renderNotifyMe(store: ShopStore, props: NotifyMeProps) {
  const view = render(
    <ShopStoreProvider store={store}>
      <NotifyMe {...props} />
    </ShopStoreProvider>,
  );
  return (next: NotifyMeProps) =>
    view.rerender(
      <ShopStoreProvider store={store}>
        <NotifyMe {...next} />
      </ShopStoreProvider>,
    );
}

const field = () => screen.getByLabelText(/Email address/) as HTMLInputElement;

describe('NotifyMe', () => {
  it('given a guest, it sends the typed address for the chosen variation and says to confirm it', async () => {
    const { store, requestStockNotification } = storeWith(null, 'unconfirmed');
    renderNotifyMe(store, { productId: 7, variationId: 70 });
    expect(field().value).toBe('');
    fireEvent.change(field(), { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.notifyMeButton }));
    expect(await screen.findByText(MESSAGES.notifyMeConfirmEmail)).toBeTruthy();
    expect(requestStockNotification).toHaveBeenCalledWith({
      productId: 7,
      variationId: 70,
      email: 'ada@example.com',
    });
  });

  it('given an answer for one variation, choosing another shows the form again, not that answer', async () => {
    const { store } = storeWith(null, 'unconfirmed');
    const rerender = renderNotifyMe(store, { productId: 7, variationId: 70 });
    fireEvent.change(field(), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.notifyMeButton }));
    await screen.findByText(MESSAGES.notifyMeConfirmEmail);
    rerender({ productId: 7, variationId: 71 });
    expect(screen.queryByText(MESSAGES.notifyMeConfirmEmail)).toBeNull();
    expect(field().value).toBe('');
  });

  it('given a logged-in customer, the field holds their stored address', () => {
    const { store } = storeWith({ id: '1', name: 'Ada', email: 'ada@example.com' }, 'active');
    renderNotifyMe(store, { productId: 7, variationId: null });
    expect(field().value).toBe('ada@example.com');
  });
});
