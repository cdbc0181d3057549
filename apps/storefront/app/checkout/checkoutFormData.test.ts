import { ADDRESS_FIELDS, type CheckoutFormValues } from '@peptide/ui';
import { describe, expect, it } from 'vitest';
import { INSURANCE_FIELD } from './checkoutChoices';
import { checkoutFormBody, checkoutValuesFromForm, postedShippingMethod } from './checkoutFormData';

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

describe('checkoutFormBody', () => {
  it('given the values the page holds / the action reads them back as the page held them, with the choices in effect', () => {
    const address = (name: string) =>
      Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, `${name} ${field}`]));
    const values: CheckoutFormValues = {
      billing: address('billing'),
      shipping: address('shipping'),
      shipToDifferentAddress: true,
      orderNotes: 'Ring twice',
      industry: 'Research',
      paymentMethod: 'btcpaygf_default',
      createAccount: true,
      accountPassword: 'chosen-Password-1',
      termsAccepted: true,
    };
    const form = checkoutFormBody(
      values,
      { shippingMethod: 'flat_rate:1', insured: true },
      'place',
    );
    expect(checkoutValuesFromForm(form)).toEqual(values);
    expect(postedShippingMethod(form)).toBe('flat_rate:1');
    expect(form.has(INSURANCE_FIELD)).toBe(true);
    expect(form.get('intent')).toBe('place');

    const unticked = checkoutFormBody(
      { ...values, shipToDifferentAddress: false, createAccount: false, termsAccepted: false },
      { shippingMethod: '', insured: false },
      'place',
    );
    expect(checkoutValuesFromForm(unticked)).toMatchObject({
      shipToDifferentAddress: false,
      createAccount: false,
      termsAccepted: false,
    });
    expect(postedShippingMethod(unticked)).toBeNull();
    expect(unticked.has(INSURANCE_FIELD)).toBe(false);
  });
});
