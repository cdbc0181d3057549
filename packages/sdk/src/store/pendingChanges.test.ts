import { type CartLine, MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import type { CartFragment } from '../generated/graphql';
import { applyPendingChanges, cartTotals } from './pendingChanges';

const line = (key: string, productId: number, quantity: number, price = 10): CartLine => ({
  id: key,
  key,
  productId,
  variationId: null,
  name: `Product ${productId}`,
  link: `/product/p${productId}`,
  price,
  image: '/p.svg',
  quantity,
  stock: null,
  slug: `p${productId}`,
  subtotal: price * quantity,
});

describe('applyPendingChanges', () => {
  it('given an add of a product already in the cart, it raises that line instead of adding one', () => {
    const lines = applyPendingChanges(
      [line('a', 1, 2)],
      [{ id: 1, kind: 'add', productId: 1, variationId: null, quantity: 3 }],
      '/placeholder.svg',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 5, subtotal: 50 });
  });

  it('given an add of a new product with a preview, it draws a provisional line from it', () => {
    const [added] = applyPendingChanges(
      [],
      [
        {
          id: 7,
          kind: 'add',
          productId: 2,
          variationId: null,
          quantity: 2,
          preview: { name: 'BPC', slug: 'bpc', price: 12.5 },
        },
      ],
      '/placeholder.svg',
    );
    expect(added).toMatchObject({
      key: 'pending:7',
      name: 'BPC',
      link: '/product/bpc',
      price: 12.5,
      subtotal: 25,
      image: '/placeholder.svg',
    });
  });

  it('given a preview whose slug holds reserved characters, its provisional line links to the encoded path', () => {
    const [added] = applyPendingChanges(
      [],
      [
        {
          id: 8,
          kind: 'add',
          productId: 3,
          variationId: null,
          quantity: 1,
          preview: { name: 'TB 500', slug: 'tb 500/10mg?x', price: 20 },
        },
      ],
      '/placeholder.svg',
    );
    expect(added?.link).toBe('/product/tb%20500%2F10mg%3Fx');
  });

  it('applies quantity changes and removals in the order they were made', () => {
    const lines = applyPendingChanges(
      [line('a', 1, 1), line('b', 2, 1)],
      [
        { id: 1, kind: 'quantity', key: 'a', quantity: 4 },
        { id: 2, kind: 'remove', key: 'b' },
      ],
      '/placeholder.svg',
    );
    expect(lines.map((entry) => [entry.key, entry.quantity, entry.subtotal])).toEqual([
      ['a', 4, 40],
    ]);
  });
});

const serverCart = (figures: Partial<CartFragment>): CartFragment =>
  ({
    subtotal: '300.00',
    discountTotal: '30.00',
    shippingTotal: '0.00',
    feeTotal: '-27.00',
    total: '243.00',
    chosenShippingMethods: ['free_shipping:2'],
    availableShippingMethods: [
      {
        rates: [
          { id: 'flat_rate:1', label: 'Xpresspost', cost: '15.00' },
          { id: 'free_shipping:2', label: 'Free shipping', cost: '0.00' },
        ],
      },
    ],
    ...figures,
  }) as CartFragment;

describe('cartTotals', () => {
  it('given a current server answer, it shows the server figures with its fee as the bitcoin discount', () => {
    const totals = cartTotals({
      cart: serverCart({}),
      lines: [line('a', 1, 30)],
      pending: false,
      paymentMethodId: null,
      freeShippingThreshold: null,
    });
    expect(totals).toEqual({
      subtotal: 300,
      discount: 30,
      bitcoinDiscount: 27,
      shipping: 0,
      shippingLabel: 'Free shipping',
      total: 243,
    });
  });

  it('given the backend rate labels, the shipping line shows the chosen rate label', () => {
    const totals = cartTotals({
      cart: serverCart({
        shippingTotal: '50.40',
        chosenShippingMethods: ['flat_rate:7'],
        availableShippingMethods: [
          { rates: [{ id: 'flat_rate:7', label: 'EU flat rate', cost: '50.40' }] },
        ],
      }),
      lines: [line('a', 1, 30)],
      pending: false,
      paymentMethodId: null,
      freeShippingThreshold: null,
    });
    expect(totals.shippingLabel).toBe('EU flat rate');
  });

  it('given no rate for the cart yet (no address in a zone with rates), it asks for the address instead of saying free', () => {
    const totals = cartTotals({
      cart: serverCart({ availableShippingMethods: [{ rates: [] }], chosenShippingMethods: [] }),
      lines: [line('a', 1, 30)],
      pending: false,
      paymentMethodId: null,
      freeShippingThreshold: null,
    });
    expect(totals.shippingLabel).toBe(MESSAGES.shippingAddressNeeded);
  });

  it('given a server answer without a fee, the bitcoin discount is nothing', () => {
    const totals = cartTotals({
      cart: serverCart({ feeTotal: null, total: '270.00' }),
      lines: [line('a', 1, 30)],
      pending: false,
      paymentMethodId: 'btcpaygf_default',
      freeShippingThreshold: null,
    });
    expect(totals.bitcoinDiscount).toBe(0);
    expect(totals.total).toBe(270);
  });

  it('given a pending change, it keeps the server figures, marked updating, and invents no rate', () => {
    const totals = cartTotals({
      cart: serverCart({}),
      lines: [line('a', 1, 10)],
      pending: true,
      paymentMethodId: null,
      freeShippingThreshold: 50,
    });
    expect(totals).toEqual({
      subtotal: 300,
      discount: 30,
      bitcoinDiscount: 27,
      shipping: 0,
      shippingLabel: 'Free shipping',
      total: 243,
      updating: true,
    });
  });
});
