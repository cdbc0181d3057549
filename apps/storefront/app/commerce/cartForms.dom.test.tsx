import { MESSAGES } from '@peptide/domain';
import type { CartFragment } from '@peptide/sdk';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_ACTION, type CartFormAnswer, CartFormsProvider, useCartForms } from './cartForms';
import { useCartView } from './cartView';
import { ShopperProvider } from './shopper';
import type { ShopperAnswer } from './shopperAnswer';

/** The cart the test's server session holds: what `/api/shopper` answers. */
let serverCart: CartFragment | null = null;

afterEach(() => {
  cleanup();
  serverCart = null;
});

/**
 * The /cart action, holding each post until the test answers it; an answer's cart becomes the
 * session's, as the real action leaves it.
 */
function heldCartAction() {
  const posted: Record<string, string>[] = [];
  const answers: ((answer: CartFormAnswer) => void)[] = [];
  const action = async ({ request }: { request: Request }) => {
    const form = await request.formData();
    posted.push(Object.fromEntries([...form].map(([name, value]) => [name, String(value)])));
    const answer = await new Promise<CartFormAnswer>((resolve) => answers.push(resolve));
    if (answer.cart) serverCart = answer.cart;
    return answer;
  };
  return { posted, answers, action };
}

/** `GET /api/shopper` over the test's session: a guest and the session's cart. */
function shopperLoader(): ShopperAnswer {
  return {
    user: null,
    cart: serverCart !== null,
    contents: serverCart,
    freeShippingThreshold: null,
  };
}

/** Add to cart behind a button that goes away once pressed, and the badge. */
function Page() {
  const forms = useCartForms();
  const { count, lines } = useCartView();
  const [said, setSaid] = useState<string[]>([]);
  const [shown, setShown] = useState(true);
  const add = () =>
    void forms
      .add({
        productId: 7,
        preview: { name: 'BAC Water 3ml', slug: 'bac-water-3ml', price: 9 },
      })
      .then((result) => setSaid((list) => [...list, result.ok ? result.value : result.error]));
  return (
    <>
      <output aria-label="Badge">{count}</output>
      <output aria-label="Quantity">{lines[0]?.quantity ?? 0}</output>
      <output aria-label="Said">{said.join(' | ')}</output>
      {shown ? (
        <button
          type="button"
          onClick={() => {
            setShown(false);
            add();
          }}
        >
          Add
        </button>
      ) : null}
      <button type="button" onClick={add}>
        Add again
      </button>
    </>
  );
}

/** The page under the root's providers, as `ShopRoot` mounts them. */
function PageWithForms() {
  return (
    <ShopperProvider>
      <CartFormsProvider>
        <Page />
      </CartFormsProvider>
    </ShopperProvider>
  );
}

function renderPage(action: ReturnType<typeof heldCartAction>['action']) {
  const Stub = createRoutesStub([
    { path: '/', Component: PageWithForms },
    { path: CART_ACTION, action },
    // As `routes/api.shopper.ts` says: loaded again after every form a page posts.
    {
      path: '/api/shopper',
      loader: shopperLoader,
      shouldRevalidate: ({ formMethod, defaultShouldRevalidate }) =>
        formMethod !== undefined || defaultShouldRevalidate,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

const text = (name: string) => screen.getByRole('status', { name }).textContent;

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
    const held = heldCartAction();
    renderPage(held.action);
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(text('Badge')).toBe('1');
    await waitFor(() => expect(held.posted).toHaveLength(1));
    expect(held.posted[0]).toMatchObject({
      intent: 'add',
      productId: '7',
      quantity: '1',
      answer: 'page',
    });
    await act(async () => held.answers[0]?.({ error: null, cart: cartOfOne(2) }));
    await waitFor(() => expect(text('Said')).toBe(MESSAGES.addedToCart));
    // The shopper's fetcher loaded the session's cart again: its line, not the change on top.
    expect(text('Quantity')).toBe('2');
    expect(text('Badge')).toBe('1');
  });

  it('given a refused add / its message is the answer and the cart the server holds shows', async () => {
    const held = heldCartAction();
    renderPage(held.action);
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    await waitFor(() => expect(held.posted).toHaveLength(1));
    await act(async () => held.answers[0]?.({ error: 'Out of stock', cart: null }));
    await waitFor(() => expect(text('Said')).toBe('Out of stock'));
    expect(text('Badge')).toBe('0');
  });

  it('given two adds in a row / the second posts only after the first has answered, and both show meanwhile', async () => {
    const held = heldCartAction();
    renderPage(held.action);
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    act(() => screen.getByRole('button', { name: 'Add again' }).click());
    expect(text('Quantity')).toBe('2');
    await waitFor(() => expect(held.posted).toHaveLength(1));
    expect(text('Quantity')).toBe('2');
    await act(async () => held.answers[0]?.({ error: null, cart: cartOfOne(1) }));
    await waitFor(() => expect(held.posted).toHaveLength(2));
    expect(text('Quantity')).toBe('2');
    await act(async () => held.answers[1]?.({ error: null, cart: cartOfOne(2) }));
    await waitFor(() =>
      expect(text('Said')).toBe(`${MESSAGES.addedToCart} | ${MESSAGES.addedToCart}`),
    );
    expect(text('Quantity')).toBe('2');
  });
});
