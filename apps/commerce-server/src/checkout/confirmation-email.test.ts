import { MESSAGES } from '@peptide/domain';
import { describe, expect, it } from 'vitest';
import { confirmationEmail } from './confirmation-email';

describe('confirmationEmail', () => {
  it('given a coupon, bitcoin and free shipping, it lists subtotal, each deduction, shipping and total', () => {
    const { subject, body } = confirmationEmail({
      order: {
        databaseId: 42,
        subtotal: 1200,
        couponLines: [{ code: 'SAVE20', discount: 20 }],
        bitcoinDiscount: 118,
        shippingTotal: 0,
        total: 1062,
      },
      items: [{ name: 'BPC-157 5mg', quantity: 2, subtotal: 1200 }],
      shippingLabel: MESSAGES.shippingFreeLabel,
    });
    expect(subject).toBe('Your order #42 has been received');
    expect(body).toBe(
      [
        'Thank you for your order #42. It will be processed once the payment is confirmed.',
        '',
        'BPC-157 5mg × 2: €1,200.00',
        '',
        'Subtotal: €1,200.00',
        `${MESSAGES.discountCouponLabel} SAVE20: -€20.00`,
        'Bitcoin discount (10%): -€118.00',
        'Shipping (Free shipping): €0.00',
        'Total: €1,062.00',
      ].join('\n'),
    );
  });

  it('given no deductions and no known shipping label, it lists subtotal, shipping and total only', () => {
    const { body } = confirmationEmail({
      order: {
        databaseId: 7,
        subtotal: 45,
        couponLines: [],
        bitcoinDiscount: 0,
        shippingTotal: 15,
        total: 60,
      },
      items: [{ name: 'BPC-157 5mg', quantity: 1, subtotal: 45 }],
      shippingLabel: '',
    });
    expect(body.split('\n').slice(-3)).toEqual([
      'Subtotal: €45.00',
      'Shipping: €15.00',
      'Total: €60.00',
    ]);
  });
});
