import type { CustomerFragment } from '@peptide/sdk';
import { describe, expect, it } from 'vitest';
import { savedCheckoutDefaults } from './savedCheckoutDefaults';

/** A saved address as GraphQL answers it: a field may be null. */
type SavedAddress = Record<string, string | null>;

const london: SavedAddress = {
  firstName: 'Rosalind',
  lastName: 'Franklin',
  company: null,
  country: 'GB',
  address1: 'Drury Lane 5',
  city: 'London',
  postcode: 'WC2B 5RJ',
  phone: '2079460000',
  email: 'rosalind@example.com',
};

function customer(billing: SavedAddress | null, shipping: SavedAddress | null) {
  return { email: 'account@example.com', billing, shipping } as unknown as CustomerFragment;
}

describe('savedCheckoutDefaults', () => {
  it('given a shipping address that is another place / it is ticked and filled', () => {
    const berlin = { ...london, address1: 'Invalidenstraße 43', city: 'Berlin', country: 'DE' };
    const defaults = savedCheckoutDefaults(
      customer(london, { ...berlin, phone: null, email: null }),
    );
    expect(defaults.shipToDifferentAddress).toBe(true);
    expect(defaults.shipping).toMatchObject({ address1: 'Invalidenstraße 43', city: 'Berlin' });
    expect(defaults.billing).toMatchObject({ address1: 'Drury Lane 5', company: '' });
  });

  it('given the same place saved for shipping, without phone or e-mail / it is not ticked', () => {
    const defaults = savedCheckoutDefaults(customer(london, { ...london, phone: '', email: '' }));
    expect(defaults.shipToDifferentAddress).toBe(false);
  });

  it('given no saved address / billing starts with the account’s e-mail, nothing ticked', () => {
    const defaults = savedCheckoutDefaults(customer(null, null));
    expect(defaults.billing?.email).toBe('account@example.com');
    expect(defaults.billing?.city).toBe('');
    expect(defaults.shipToDifferentAddress).toBe(false);
  });
});
