import { MESSAGES } from '@peptide/domain';
import type { StoredUser } from '@peptide/sdk';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createContext, useContext } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopperProvider } from '../commerce/shopper';
import type { ShopperAnswer } from '../commerce/shopperAnswer';
import { NOTIFY_INTENT, NotifyMe, type NotifyMeProps, type NotifyMeReply } from './NotifyMe';

afterEach(cleanup);

const PRODUCT_PATH = '/product/bpc-157';

/** A logged-in customer, as the server's session names them. */
const ADA: StoredUser = { id: '1', name: 'Ada', email: 'ada@example.com' };

/** `GET /api/shopper` naming `user` (null: a guest), without a cart. */
const shopperOf = (user: StoredUser | null) => (): ShopperAnswer => ({
  user,
  cart: false,
  contents: null,
  freeShippingThreshold: null,
});

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

/** The product page under the shopper's fetcher: NotifyMe with the test's props. */
function Page() {
  return (
    <ShopperProvider>
      <NotifyMe {...useContext(Props)} action={PRODUCT_PATH} />
    </ShopperProvider>
  );
}

/** NotifyMe on the product page's route, whose action is `action`. */
function renderNotifyMe(
  user: StoredUser | null,
  props: Omit<NotifyMeProps, 'action'>,
  action = productAction('unconfirmed').action,
) {
  const Stub = createRoutesStub([
    { path: PRODUCT_PATH, Component: Page, action },
    { path: '/api/shopper', loader: shopperOf(user) },
  ]);
  const tree = (current: Omit<NotifyMeProps, 'action'>) => (
    <Props.Provider value={current}>
      <Stub initialEntries={[PRODUCT_PATH]} />
    </Props.Provider>
  );
  const view = render(tree(props));
  return (next: Omit<NotifyMeProps, 'action'>) => view.rerender(tree(next));
}

const field = () => screen.getByLabelText(/Email address/) as HTMLInputElement;

describe('NotifyMe', () => {
  it('given a guest, it posts the typed address for the chosen variation to the page action and says to confirm it', async () => {
    const { posted, action } = productAction('unconfirmed');
    renderNotifyMe(null, { productId: 7, variationId: 70 }, action);
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
    const rerender = renderNotifyMe(null, { productId: 7, variationId: 70 });
    await screen.findByLabelText(/Email address/);
    fireEvent.change(field(), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.notifyMeButton }));
    await screen.findByText(MESSAGES.notifyMeConfirmEmail);
    rerender({ productId: 7, variationId: 71 });
    expect(screen.queryByText(MESSAGES.notifyMeConfirmEmail)).toBeNull();
    expect(field().value).toBe('');
  });

  it("given the page's answer to an address refused without scripts, the field shows it again with the message", async () => {
    renderNotifyMe(ADA, {
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

  it('given a logged-in customer, the field holds the address the server names and a confirmed request says so', async () => {
    const { posted, action } = productAction('active');
    renderNotifyMe(ADA, { productId: 7, variationId: null }, action);
    await screen.findByLabelText(/Email address/);
    await waitFor(() => expect(field().value).toBe('ada@example.com'));
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.notifyMeButton }));
    expect(await screen.findByText(MESSAGES.notifyMeSuccess)).toBeTruthy();
    expect(posted).toEqual([{ intent: NOTIFY_INTENT, productId: '7', email: 'ada@example.com' }]);
  });
});
