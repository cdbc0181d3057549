import { describe, expect, it } from 'vitest';
import { checkoutValuesFromForm, postedShippingMethod } from './checkoutFormData';

const posted = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, value);
  return form;
};

describe('a checkout form posted without scripts', () => {
  it('given named fields and ticked boxes, it reads the form as the page would hold it', () => {
    const values = checkoutValuesFromForm(
      posted({
        'billing.firstName': 'Anna',
        'billing.country': 'NL',
        'billing.email': 'anna@example.com',
        paymentMethod: 'cod',
        termsAccepted: 'on',
        orderNotes: 'Ring twice',
      }),
    );
    expect(values.billing).toMatchObject({ firstName: 'Anna', country: 'NL', lastName: '' });
    expect(values.paymentMethod).toBe('cod');
    expect(values.termsAccepted).toBe(true);
    expect(values.createAccount).toBe(false);
    expect(values.shipToDifferentAddress).toBe(false);
    expect(values.orderNotes).toBe('Ring twice');
  });

  it('given a file where a text belongs or nothing at all, every field reads as empty', () => {
    const form = new FormData();
    form.append('billing.firstName', new Blob(['x']), 'x.txt');
    const values = checkoutValuesFromForm(form);
    expect(values.billing.firstName).toBe('');
    expect(values.termsAccepted).toBe(false);
    expect(postedShippingMethod(form)).toBeNull();
  });

  it('given a chosen rate, it names it', () => {
    expect(postedShippingMethod(posted({ shippingMethod: 'flat_rate:1' }))).toBe('flat_rate:1');
  });
});
