import {
  BITCOIN_GATEWAY_ID,
  computeTotals,
  formatEuro,
  MESSAGES,
  readAmount,
  round2,
} from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import type { OutboxEmail } from '../store/outbox';
import {
  ADD_TO_CART,
  APPLY_COUPON,
  BILLING,
  CHECKOUT,
  SEEDED,
  useTestShop,
} from '../testing/shopper';

const ORDER_FIGURES = `query ($id: ID!) { order(id: $id, idType: DATABASE_ID) {
  subtotal shippingTotal discountTotal total totalTax
  couponLines { nodes { code discount } }
  feeLines { nodes { name amount total } }
  lineItems { nodes { quantity subtotal(format: RAW) total(format: RAW) } }
} }`;

/** A formatted euro amount, as an order's totals answer by default. */
const EURO = /^-?€\d{1,3}(,\d{3})*\.\d{2}$/;
/** A plain decimal, as an order's coupon, fee and line amounts answer (upstream's order items). */
const RAW = /^-?\d+\.\d{2}$/;

interface Figures {
  subtotal: string;
  shippingTotal: string;
  discountTotal: string;
  total: string;
  totalTax: string;
  couponLines: { nodes: { code: string; discount: string }[] };
  feeLines: { nodes: { name: string; amount: string; total: string }[] };
  lineItems: { nodes: { quantity: number; subtotal: string; total: string }[] };
}

/** The totals of an order answer, formatted. */
function totalFields(order: Figures): string[] {
  return [order.subtotal, order.shippingTotal, order.discountTotal, order.total, order.totalTax];
}

/** The amounts of an order answer's coupon, fee and line items, raw. */
function itemFields(order: Figures): string[] {
  return [
    ...order.couponLines.nodes.map((line) => line.discount),
    ...order.feeLines.nodes.flatMap((line) => [line.amount, line.total]),
    ...order.lineItems.nodes.flatMap((line) => [line.subtotal, line.total]),
  ];
}

/** An amount as the e-mail writes it (`-€1,234.50`), as a number. */
const euros = (text: string) => readAmount(text.replace('€', '').replaceAll(',', ''));

/** The e-mail's `Label: amount` lines after the blank line before Subtotal, as numbers. */
function emailFigures(body: string): Map<string, number> {
  const figures = body.slice(body.indexOf('Subtotal:')).split('\n');
  return new Map(
    figures.map((line) => {
      const at = line.lastIndexOf(': ');
      return [line.slice(0, at), euros(line.slice(at + 2))];
    }),
  );
}

async function latestEmail(server: RunningServer): Promise<OutboxEmail> {
  const [email] = (await (await fetch(`${server.origin}/dev/outbox`)).json()) as OutboxEmail[];
  if (!email) throw new Error('no e-mail was queued');
  return email;
}

describe('the stored order explains its own total', () => {
  const shop = useTestShop();

  async function order(
    lines: { productId: number; quantity: number }[],
    coupons: string[],
    paymentMethod: string,
  ) {
    for (const line of lines) await shop.shopper.ok(ADD_TO_CART, line);
    for (const code of coupons) await shop.shopper.ok(APPLY_COUPON, { code });
    const { checkout } = await shop.shopper.ok(CHECKOUT, {
      input: { billing: BILLING, paymentMethod },
    });
    const { order: figures } = await shop.shopper.ok<{ order: Figures }>(ORDER_FIGURES, {
      id: String(checkout.order.databaseId),
    });
    return { figures, email: await latestEmail(shop.server) };
  }

  it('given a guest order of €90 with €15 shipping paid with bitcoin, it stores and answers the €9 bitcoin discount as a fee line', async () => {
    const { figures, email } = await order(
      [{ productId: SEEDED.bpc, quantity: 2 }],
      [],
      BITCOIN_GATEWAY_ID,
    );
    expect(figures).toEqual({
      subtotal: '€90.00',
      shippingTotal: '€15.00',
      discountTotal: '€0.00',
      total: '€96.00',
      totalTax: '€0.00',
      couponLines: { nodes: [] },
      feeLines: { nodes: [{ name: 'Bitcoin discount (10%)', amount: '-9.00', total: '-9.00' }] },
      lineItems: { nodes: [{ quantity: 2, subtotal: '90.00', total: '90.00' }] },
    });
    expect(email.body).toContain(
      [
        'Subtotal: €90.00',
        'Bitcoin discount (10%): -€9.00',
        'Shipping (Xpresspost): €15.00',
        'Total: €96.00',
      ].join('\n'),
    );
    expect(email.body).toContain('BPC-157 5mg × 2: €90.00');
  });

  it.each([
    { case: 'a coupon below the threshold', quantity: 2, coupons: ['WELCOME10'], bitcoin: false },
    { case: 'bitcoin below the threshold', quantity: 3, coupons: [], bitcoin: true },
    { case: 'a coupon and bitcoin below', quantity: 2, coupons: ['WELCOME10'], bitcoin: true },
    { case: 'a coupon above the threshold', quantity: 6, coupons: ['SAVE20'], bitcoin: false },
    { case: 'bitcoin above the threshold', quantity: 6, coupons: [], bitcoin: true },
    {
      case: 'two coupons and bitcoin above',
      quantity: 7,
      coupons: ['WELCOME10', 'SAVE20'],
      bitcoin: true,
    },
  ])(
    'given $case, subtotal + shipping − discounts = total on the order and in its e-mail',
    async ({ quantity, coupons, bitcoin }) => {
      const { figures, email } = await order(
        [{ productId: SEEDED.bpc, quantity }],
        coupons,
        bitcoin ? BITCOIN_GATEWAY_ID : 'nowpayments',
      );
      const subtotal = 45 * quantity;
      const couponDiscount = coupons.reduce(
        (sum, code) => sum + (code === 'WELCOME10' ? subtotal * 0.1 : 20),
        0,
      );
      const expected = computeTotals({
        lines: [{ price: 45, quantity }],
        couponDiscount,
        paymentMethodId: bitcoin ? BITCOIN_GATEWAY_ID : 'nowpayments',
      });
      for (const amount of totalFields(figures)) expect(amount).toMatch(EURO);
      for (const amount of itemFields(figures)) expect(amount).toMatch(RAW);
      expect(figures).toMatchObject({
        subtotal: formatEuro(expected.subtotal),
        shippingTotal: formatEuro(expected.shipping),
        discountTotal: formatEuro(expected.discount),
        total: formatEuro(expected.total),
      });
      expect(figures.couponLines.nodes.map((line) => line.code)).toEqual(coupons);
      expect(figures.feeLines.nodes.map((line) => readAmount(line.total))).toEqual(
        bitcoin ? [-expected.bitcoinDiscount] : [],
      );
      const couponSum = figures.couponLines.nodes.reduce(
        (sum, line) => sum + readAmount(line.discount),
        0,
      );
      const feeSum = figures.feeLines.nodes.reduce((sum, line) => sum + readAmount(line.total), 0);
      expect(round2(couponSum)).toBe(euros(figures.discountTotal));
      expect(
        round2(
          euros(figures.subtotal) +
            euros(figures.shippingTotal) -
            euros(figures.discountTotal) +
            feeSum,
        ),
      ).toBe(euros(figures.total));

      const mailed = emailFigures(email.body);
      const deductions = [...mailed].filter(([, amount]) => amount < 0);
      expect(deductions.map(([label]) => label)).toEqual([
        ...coupons.map((code) => `${MESSAGES.discountCouponLabel} ${code}`),
        ...(bitcoin ? ['Bitcoin discount (10%)'] : []),
      ]);
      const shipping = [...mailed].find(([label]) => label.startsWith('Shipping'))?.[1];
      expect(shipping).toBe(expected.shipping);
      expect(mailed.get('Subtotal')).toBe(expected.subtotal);
      expect(mailed.get('Total')).toBe(expected.total);
      expect(
        round2(
          expected.subtotal + expected.shipping + deductions.reduce((sum, [, n]) => sum + n, 0),
        ),
      ).toBe(expected.total);
    },
  );
});

describe('coupon lines of an order', () => {
  const shop = useTestShop();

  it('given coupons worth more than the subtotal, the coupon lines sum to the capped discount and the order totals shipping only', async () => {
    await shop.shopper.ok(ADD_TO_CART, { productId: SEEDED.insurance, quantity: 1 });
    await shop.shopper.ok(APPLY_COUPON, { code: 'SAVE20' });
    await shop.shopper.ok(APPLY_COUPON, { code: 'ONCE5' });
    const { checkout } = await shop.shopper.ok(CHECKOUT, {
      input: { billing: BILLING, paymentMethod: BITCOIN_GATEWAY_ID },
    });
    const { order } = await shop.shopper.ok<{ order: Figures }>(ORDER_FIGURES, {
      id: String(checkout.order.databaseId),
    });
    expect(order).toMatchObject({
      subtotal: '€4.99',
      discountTotal: '€4.99',
      shippingTotal: '€15.00',
      total: '€15.00',
      couponLines: {
        nodes: [
          { code: 'SAVE20', discount: '4.99' },
          { code: 'ONCE5', discount: '0.00' },
        ],
      },
      feeLines: { nodes: [] },
    });
  });
});
