import { MESSAGES } from '@peptide/domain';
import type { ShopSnapshot, ShopStore } from '@peptide/sdk';
import { ShopStoreProvider } from '@peptide/sdk/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createContext, useContext } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFY_INTENT, NotifyMe, type NotifyMeProps, type NotifyMeReply } from './NotifyMe';

afterEach(cleanup);

const PRODUCT_PATH = '/product/bpc-157';

/** A store whose one snapshot names the shopper (null: a guest). */
function storeWith(user: ShopSnapshot['user']) {
  const snapshot = { user } as ShopSnapshot;
  return {
    subscribe: () => () => {},
    start: () => () => {},
    getSnapshot: () => snapshot,
    getServerSnapshot: () => snapshot,
  } as unknown as ShopStore;
}

/** The product page's action, answering each request as told and keeping what was posted. */
function productAction(result: 'active' | 'unconfirmed') {
  const posted: Record<string, string>[] = [];
  const action = async ({ request }: { request: Request }): Promise<NotifyMeReply> => {
    const form = await request.formData();
    posted.push(Object.fromEntries([...form].map(([name, value]) => [name, String(value)])));
    return { notify: { result, error: null } };
  };
  return { posted, action };
}

/** The props the test gives NotifyMe, which the page's route passes on. */
const Props = createContext<Omit<NotifyMeProps, 'action'>>({ productId: 0, variationId: null });

/** The product page: NotifyMe with the test's props, posting to the page's action. */
function Page() {
  return <NotifyMe {...useContext(Props)} action={PRODUCT_PATH} />;
}

/** NotifyMe on the product page's route, whose action is `action`. */
function renderNotifyMe(
  store: ShopStore,
  props: Omit<NotifyMeProps, 'action'>,
  action = productAction('unconfirmed').action,
) {
  const Stub = createRoutesStub([{ path: PRODUCT_PATH, Component: Page, action }]);
  const tree = (current: Omit<NotifyMeProps, 'action'>) => (
    <Props.Provider value={current}>
      <ShopStoreProvider store={store}>
        <Stub initialEntries={[PRODUCT_PATH]} />
      </ShopStoreProvider>
    </Props.Provider>
  );
  const view = render(tree(props));
  return (next: Omit<NotifyMeProps, 'action'>) => view.rerender(tree(next));
}

const field = () => screen.getByLabelText(/Email address/) as HTMLInputElement;

describe('NotifyMe', () => {
  it('given a guest, it posts the typed address for the chosen variation to the page action and says to confirm it', async () => {
    const { posted, action } = productAction('unconfirmed');
    renderNotifyMe(storeWith(null), { productId: 7, variationId: 70 }, action);
    await screen.findByLabelText(/Email address/);
    expect(field().value).toBe('');
    fireEvent.change(field(), { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.notifyMeButton }));
    expect(await screen.findByText(MESSAGES.notifyMeConfirmEmail)).toBeTruthy();
    expect(posted).toEqual([
      { intent: NOTIFY_INTENT, productId: '7', variationId: '70', email: 'ada@example.com' },
    ]);
  });

  it('given an answer for one variation, choosing another shows the form again, not that answer', async () => {
    const rerender = renderNotifyMe(storeWith(null), { productId: 7, variationId: 70 });
    await screen.findByLabelText(/Email address/);
    fireEvent.change(field(), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.notifyMeButton }));
    await screen.findByText(MESSAGES.notifyMeConfirmEmail);
    rerender({ productId: 7, variationId: 71 });
    expect(screen.queryByText(MESSAGES.notifyMeConfirmEmail)).toBeNull();
    expect(field().value).toBe('');
  });

  it("given the page's answer to an address refused without scripts, the field shows it again with the message", async () => {
    const store = storeWith({ id: '1', name: 'Ada', email: 'ada@example.com' });
    renderNotifyMe(store, {
      productId: 7,
      variationId: null,
      answer: {
        result: null,
        error: null,
        errors: { email: MESSAGES.emailInvalid },
        email: 'bad@',
      },
    });
    await screen.findByLabelText(/Email address/);
    expect(field().value).toBe('bad@');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(field().getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(MESSAGES.emailInvalid);
  });

  it('given a logged-in customer, the field holds their stored address and a confirmed request says so', async () => {
    const { posted, action } = productAction('active');
    const store = storeWith({ id: '1', name: 'Ada', email: 'ada@example.com' });
    renderNotifyMe(store, { productId: 7, variationId: null }, action);
    await screen.findByLabelText(/Email address/);
    expect(field().value).toBe('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.notifyMeButton }));
    expect(await screen.findByText(MESSAGES.notifyMeSuccess)).toBeTruthy();
    expect(posted).toEqual([{ intent: NOTIFY_INTENT, productId: '7', email: 'ada@example.com' }]);
  });
});
