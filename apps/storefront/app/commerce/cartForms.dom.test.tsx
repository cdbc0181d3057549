import { MESSAGES } from '@peptide/domain';
import {
  type CartFragment,
  createSessionShopStore,
  memoryStorage,
  type SessionShopStore,
} from '@peptide/sdk';
import { ShopStoreProvider, useShopSelector } from '@peptide/sdk/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_ACTION, type CartFormAnswer, CartFormsProvider, useCartForms } from './cartForms';

afterEach(cleanup);

/** The /cart action, holding each post until the test answers it. */
function heldCartAction() {
  const posted: Record<string, string>[] = [];
  const answers: ((answer: CartFormAnswer) => void)[] = [];
  const action = async ({ request }: { request: Request }) => {
    const form = await request.formData();
    posted.push(Object.fromEntries([...form].map(([name, value]) => [name, String(value)])));
    return new Promise<CartFormAnswer>((resolve) => answers.push(resolve));
  };
  return { posted, answers, action };
}

/** A store whose server knows a visitor with no cart. */
function visitorStore(): SessionShopStore {
  return createSessionShopStore({
    storage: memoryStorage(),
    events: null,
    sessionOnServer: { shopper: async () => ({ user: null, cart: false }) },
  });
}

/** Add to cart behind a button that goes away once pressed, and the badge. */
function Page() {
  const forms = useCartForms();
  const count = useShopSelector((snapshot) => snapshot.count);
  const [said, setSaid] = useState<string | null>(null);
  const [shown, setShown] = useState(true);
  return (
    <>
      <output aria-label="Badge">{count}</output>
      <output aria-label="Said">{said}</output>
      {shown ? (
        <button
          type="button"
          onClick={() => {
            setShown(false);
            void forms
              .add({
                productId: 7,
                preview: { name: 'BAC Water 3ml', slug: 'bac-water-3ml', price: 9 },
              })
              .then((result) => setSaid(result.ok ? result.value : result.error));
          }}
        >
          Add
        </button>
      ) : null}
    </>
  );
}

function PageWithForms() {
  return (
    <CartFormsProvider>
      <Page />
    </CartFormsProvider>
  );
}

function renderPage(store: SessionShopStore, action: ReturnType<typeof heldCartAction>['action']) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: PageWithForms,
    },
    { path: CART_ACTION, action },
  ]);
  render(
    <ShopStoreProvider store={store}>
      <Stub initialEntries={['/']} />
    </ShopStoreProvider>,
  );
}

/** A cart of one line, as the action would answer it. */
const cartOfOne = (quantity: number) =>
  ({
    subtotal: '9.00',
    total: '9.00',
    shippingTotal: '0.00',
    discountTotal: '0.00',
    feeTotal: '0.00',
    appliedCoupons: [],
    contents: {
      itemCount: quantity,
      nodes: [
        {
          key: 'line-7',
          quantity,
          subtotal: '9.00',
          total: '9.00',
          product: { node: { databaseId: 7, name: 'BAC Water 3ml', slug: 'bac-water-3ml' } },
        },
      ],
    },
  }) as unknown as CartFragment;

describe('useCartForms', () => {
  it('given Add to cart / the form posts to the cart action, the badge counts it at once, and the answer is followed after its button is gone', async () => {
    const store = visitorStore();
    const held = heldCartAction();
    renderPage(store, held.action);
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(screen.getByRole('status', { name: 'Badge' }).textContent).toBe('1');
    await waitFor(() => expect(held.posted).toHaveLength(1));
    expect(held.posted[0]).toMatchObject({
      intent: 'add',
      productId: '7',
      quantity: '1',
      answer: 'page',
    });
    await act(async () => held.answers[0]?.({ error: null, cart: cartOfOne(2) }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Said' }).textContent).toBe(MESSAGES.addedToCart),
    );
    expect(store.getSnapshot().lines[0]?.quantity).toBe(2);
    expect(store.getSnapshot().adding).toEqual({});
  });

  it('given a refused add / its message is the answer and the cart the action answered shows', async () => {
    const store = visitorStore();
    const held = heldCartAction();
    renderPage(store, held.action);
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    await waitFor(() => expect(held.posted).toHaveLength(1));
    await act(async () => held.answers[0]?.({ error: 'Out of stock', cart: null }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Said' }).textContent).toBe('Out of stock'),
    );
    expect(screen.getByRole('status', { name: 'Badge' }).textContent).toBe('0');
  });
});
